// What convert-gpu-to-nvvm rejects, with the reason.
// RUN: strata-opt %s --convert-gpu-to-nvvm -split-input-file -verify-diagnostics

gpu.module @m {
  gpu.func @k(%n: index) kernel {
    // expected-error @+1 {{'memref.alloc' op cannot be lowered inside a gpu.module: there is no device heap; allocate on the host (gpu.alloc) or use a workgroup or private attribution}}
    %a = memref.alloc(%n) : memref<?xf32>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%a: memref<?xf32>) kernel {
    // expected-error @+1 {{'memref.dealloc' op cannot be lowered inside a gpu.module}}
    memref.dealloc %a : memref<?xf32>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%v: vector<2xf32>) kernel {
    // expected-error @+1 {{'gpu.subgroup_reduce' op cannot reduce values of type vector<2xf32>: only integers and floats of up to 64 bits and index are supported}}
    %r = gpu.subgroup_reduce add %v : (vector<2xf32>) -> vector<2xf32>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%v: f32) kernel {
    // expected-error @+1 {{'gpu.printf' op is not supported by convert-gpu-to-nvvm}}
    gpu.printf "%f\n", %v : f32
    gpu.return
  }
}

// -----

gpu.module @m {
  // expected-error @+1 {{'gpu.func' op attribution of type memref<?xf32, #gpu.address_space<workgroup>> cannot be lowered: attributions need a static shape and the identity layout}}
  gpu.func @k() workgroup(%w: memref<?xf32, #gpu.address_space<workgroup>>) kernel {
    gpu.return
  }
}

// -----

// 64 KiB of workgroup attributions: over PTX's 48 KiB of static shared memory.
gpu.module @m {
  // expected-error @+1 {{'gpu.func' op its workgroup attributions need 65536 bytes of shared memory; a block may have at most 49152 bytes of static shared memory}}
  gpu.func @k() workgroup(%a: memref<8192xf32, #gpu.address_space<workgroup>>, %b: memref<8192xf32, #gpu.address_space<workgroup>>) kernel {
    gpu.return
  }
}
