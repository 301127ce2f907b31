// Integer powers in a kernel: convert-gpu-to-nvvm outlines math.ipowi
// into a function of the gpu.module (convert-math-to-funcs), which
// becomes an llvm.func the kernel calls; emit/ptx writes it as a .func.
// RUN: strata-opt %s --convert-gpu-to-nvvm | FileCheck %s

// CHECK-LABEL: gpu.module @m
// CHECK:         llvm.func @__mlir_math_ipowi_i32(%{{.*}}: i32, %{{.*}}: i32) -> i32
// CHECK:           llvm.mul
// CHECK:         llvm.func @k(
// CHECK:           llvm.call @__mlir_math_ipowi_i32
// CHECK-NOT:     math.ipowi
gpu.module @m {
  gpu.func @k(%a: memref<4xi32>, %p: i32) kernel {
    %i = gpu.thread_id x
    %x = memref.load %a[%i] : memref<4xi32>
    %y = math.ipowi %x, %p : i32
    memref.store %y, %a[%i] : memref<4xi32>
    gpu.return
  }
}
