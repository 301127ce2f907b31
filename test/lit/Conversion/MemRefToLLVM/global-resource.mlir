// A memref.global initialized by a dense_resource: its bytes become the llvm.mlir.global's dense
// value (a scalar for rank 0), which the LLVM emitter writes.
// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// RUN: strata-opt %s --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | strata-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVMIR

// CHECK-DAG: llvm.mlir.global private constant @scalar(1.000000e+00 : f32) {addr_space = 0 : i32, alignment = 64 : i64} : f32
// CHECK-DAG: llvm.mlir.global private constant @vector(dense<[1, 2, 3]> : tensor<3xi32>) {addr_space = 0 : i32} : !llvm.array<3 x i32>
// LLVMIR-DAG: @scalar = private constant float 1.0, align 64
// LLVMIR-DAG: @vector = private constant [3 x i32] [i32 1, i32 2, i32 3]
memref.global "private" constant @scalar : memref<f32> = dense_resource<one> : tensor<f32> {alignment = 64 : i64}
memref.global "private" constant @vector : memref<3xi32> = dense_resource<three> : tensor<3xi32>

func.func @get() -> f32 {
  %0 = memref.get_global @scalar : memref<f32>
  %1 = memref.load %0[] : memref<f32>
  return %1 : f32
}

{-#
  dialect_resources: {
    builtin: {
      one: "0x040000000000803F",
      three: "0x04000000010000000200000003000000"
    }
  }
#-}
