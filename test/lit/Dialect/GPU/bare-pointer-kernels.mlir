// RUN: strata-opt %s -split-input-file --strata-gpu-bare-pointer-kernels | FileCheck %s
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-gpu-bare-pointer-kernels | FileCheck %s

// A kernel whose memrefs all have static shapes, the identity layout or
// static strides with offset 0 (any rank, 0 included) is marked; its
// launches are not (strata-gpu-link-binary copies the mark onto them from
// the converted kernel).
// CHECK-LABEL: func.func @f(
// CHECK: gpu.launch_func  @static::@static
// CHECK-NOT: llvm.bareptr
// CHECK: gpu.module @static
// CHECK: gpu.func @static(%{{.*}}: memref<4xf32>, %{{.*}}: memref<f32>, %{{.*}}: memref<2x3xi8, strided<[4, 1]>>, %{{.*}}: index) kernel attributes {llvm.bareptr}
module attributes {gpu.container_module} {
  func.func @f(%a: memref<4xf32>, %b: memref<f32>, %c: memref<2x3xi8, strided<[4, 1]>>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @static::@static blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%a : memref<4xf32>, %b : memref<f32>, %c : memref<2x3xi8, strided<[4, 1]>>, %c4 : index)
    return
  }
  gpu.module @static {
    gpu.func @static(%a: memref<4xf32>, %b: memref<f32>, %c: memref<2x3xi8, strided<[4, 1]>>, %n: index) kernel {
      %t = gpu.thread_id x
      %x = memref.load %a[%t] : memref<4xf32>
      %s = memref.load %b[] : memref<f32>
      %y = arith.mulf %x, %s : f32
      memref.store %y, %a[%t] : memref<4xf32>
      gpu.return
    }
  }
}

// -----

// Not marked: a dynamic size, a dynamic or nonzero offset, a dynamic
// stride, an unranked memref, no memref at all, a function that is not a
// kernel.
// CHECK-LABEL: gpu.module @others
// CHECK-NOT: llvm.bareptr
// CHECK: }
module attributes {gpu.container_module} {
  gpu.module @others {
    gpu.func @dynamic(%a: memref<?xf32>) kernel {
      gpu.return
    }
    gpu.func @offset(%a: memref<4xf32, strided<[1], offset: 2>>) kernel {
      gpu.return
    }
    gpu.func @dynamic_offset(%a: memref<4xf32, strided<[1], offset: ?>>) kernel {
      gpu.return
    }
    gpu.func @dynamic_stride(%a: memref<4x4xf32, strided<[?, 1]>>) kernel {
      gpu.return
    }
    gpu.func @unranked(%a: memref<*xf32>) kernel {
      gpu.return
    }
    gpu.func @scalars(%a: f32, %n: index) kernel {
      gpu.return
    }
    gpu.func @helper(%a: memref<4xf32>) {
      gpu.return
    }
  }
}
