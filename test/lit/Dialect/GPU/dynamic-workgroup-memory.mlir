// RUN: strata-opt %s -split-input-file --strata-gpu-dynamic-workgroup-memory | FileCheck %s
// RUN: strata-opt %s -split-input-file --strata-gpu-dynamic-workgroup-memory='static-limit=1024' | FileCheck %s --check-prefix=LOW
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-gpu-dynamic-workgroup-memory='static-limit=1024' > /dev/null
// RUN: not strata-opt %s -split-input-file --strata-gpu-dynamic-workgroup-memory='static-limit=-1' 2>&1 | FileCheck %s --check-prefix=BADLIMIT

// BADLIMIT: static-limit must not be negative, got -1

// Two tiles of 28 KB and one of 6 bytes (rounded up to 16): 57,360 bytes,
// more than the 48 KB a kernel may declare statically. Their offsets and
// total go on the kernel, and both of its launches pass the total as their
// dynamic shared memory size; the small kernel keeps its static memory.
// CHECK-LABEL: func.func @f(
// CHECK: %[[SIZE:.*]] = arith.constant 57360 : i32
// CHECK: gpu.launch_func  @big::@big {{.*}} dynamic_shared_memory_size %[[SIZE]] args(
// CHECK: %[[SIZE2:.*]] = arith.constant 57360 : i32
// CHECK: gpu.launch_func  @big::@big {{.*}} dynamic_shared_memory_size %[[SIZE2]] args(
// CHECK: gpu.launch_func  @small::@small blocks in
// CHECK-NOT: dynamic_shared_memory_size
// CHECK-SAME: args(
// CHECK: gpu.func @big(%{{.*}}: memref<64xf32>) workgroup(%{{.*}} : memref<7168xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<3xi16, #gpu.address_space<workgroup>>, %{{.*}} : memref<112x64xf32, #gpu.address_space<workgroup>>) kernel attributes {strata.dynamic_workgroup_offsets = array<i64: 0, 28672, 28688, 57360>}
// CHECK: gpu.func @small(
// CHECK-NOT: strata.dynamic_workgroup_offsets
// CHECK: gpu.return

// With a limit of 1 KB, the small kernel's 256 bytes stay static too.
// LOW: gpu.launch_func  @big::@big {{.*}} dynamic_shared_memory_size
// LOW: gpu.launch_func  @big::@big {{.*}} dynamic_shared_memory_size
// LOW: gpu.launch_func  @small::@small blocks in
// LOW-NOT: dynamic_shared_memory_size
// LOW-SAME: args(
module attributes {gpu.container_module} {
  func.func @f(%a: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @big::@big blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<64xf32>)
    gpu.launch_func @big::@big blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<64xf32>)
    gpu.launch_func @small::@small blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<64xf32>)
    return
  }
  gpu.module @big {
    // Each thread writes its element to the three tiles, reads it back
    // from the last after a barrier, and stores the sum of the three.
    gpu.func @big(%a: memref<64xf32>) workgroup(%t0 : memref<7168xf32, #gpu.address_space<workgroup>>, %t1 : memref<3xi16, #gpu.address_space<workgroup>>, %t2 : memref<112x64xf32, #gpu.address_space<workgroup>>) kernel {
      %tid = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c111 = arith.constant 111 : index
      %x = memref.load %a[%tid] : memref<64xf32>
      memref.store %x, %t0[%tid] : memref<7168xf32, #gpu.address_space<workgroup>>
      memref.store %x, %t2[%c111, %tid] : memref<112x64xf32, #gpu.address_space<workgroup>>
      %i = arith.constant 7 : i16
      memref.store %i, %t1[%c2] : memref<3xi16, #gpu.address_space<workgroup>>
      gpu.barrier
      %y = memref.load %t0[%tid] : memref<7168xf32, #gpu.address_space<workgroup>>
      %z = memref.load %t2[%c111, %tid] : memref<112x64xf32, #gpu.address_space<workgroup>>
      %j = memref.load %t1[%c2] : memref<3xi16, #gpu.address_space<workgroup>>
      %jf = arith.sitofp %j : i16 to f32
      %s = arith.addf %y, %z : f32
      %r = arith.addf %s, %jf : f32
      memref.store %r, %a[%tid] : memref<64xf32>
      gpu.return
    }
  }
  gpu.module @small {
    gpu.func @small(%a: memref<64xf32>) workgroup(%t : memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %tid = gpu.thread_id x
      %x = memref.load %a[%tid] : memref<64xf32>
      memref.store %x, %t[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %y = memref.load %t[%tid] : memref<64xf32, #gpu.address_space<workgroup>>
      %z = arith.addf %x, %y : f32
      memref.store %z, %a[%tid] : memref<64xf32>
      gpu.return
    }
  }
}

// -----

// Over the limit, a kernel whose attributions include index elements
// (whose byte size the lowering's index width chooses) stays static, as does
// a kernel without attributions; a function that is not a kernel is not
// looked at.
// CHECK-LABEL: gpu.module @others
// CHECK-NOT: strata.dynamic_workgroup_offsets
// CHECK: }
module attributes {gpu.container_module} {
  gpu.module @others {
    gpu.func @indices() workgroup(%t : memref<8192xindex, #gpu.address_space<workgroup>>) kernel {
      gpu.return
    }
    gpu.func @none() kernel {
      gpu.return
    }
    gpu.func @helper() workgroup(%t : memref<16384xf32, #gpu.address_space<workgroup>>) {
      gpu.return
    }
  }
}

