// convert-ub-to-llvm: ub.poison becomes llvm.mlir.poison of the converted type (index as
// index-bitwidth bits, a memref as its descriptor behind an unrealized cast), as mlir-opt-22's.
// RUN: strata-opt %s --convert-ub-to-llvm | FileCheck %s
// RUN: strata-opt %s '--convert-ub-to-llvm=index-bitwidth=32' | FileCheck %s --check-prefix=I32

// CHECK-LABEL: func.func @poison(
// CHECK-NEXT: %[[A:.*]] = llvm.mlir.poison : i32
// CHECK-NEXT: %[[B:.*]] = llvm.mlir.poison : f32
// CHECK-NEXT: %[[C:.*]] = llvm.mlir.poison : i64
// CHECK-NEXT: %[[CI:.*]] = builtin.unrealized_conversion_cast %[[C]] : i64 to index
// CHECK-NEXT: %[[D:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[DM:.*]] = builtin.unrealized_conversion_cast %[[D]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xf32>
// CHECK-NEXT: return %[[A]], %[[B]], %[[CI]], %[[DM]]
// I32: llvm.mlir.poison : i32
// I32: %[[C:.*]] = llvm.mlir.poison : i32
// I32-NEXT: builtin.unrealized_conversion_cast %[[C]] : i32 to index
func.func @poison() -> (i32, f32, index, memref<2xf32>) {
  %0 = ub.poison : i32
  %1 = ub.poison : f32
  %2 = ub.poison : index
  %3 = ub.poison : memref<2xf32>
  return %0, %1, %2, %3 : i32, f32, index, memref<2xf32>
}
