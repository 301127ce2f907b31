// memref.cast to and from an unranked memref and memref.rank under
// finalize-memref-to-llvm, as mlir-opt-22 lowers them: ranked -> unranked
// stores the ranked descriptor in a stack slot and makes {rank, slot};
// unranked -> ranked loads the ranked descriptor from the slot; the rank
// of an unranked memref is the descriptor's first field, of a ranked one
// a constant. The slot is in address space 0 whatever the memref's space.
// Compared with mlir-opt-22: the same ops (a cast of a cast is folded
// there first).
// RUN: strata-opt %s -split-input-file --finalize-memref-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @to_unranked(
// CHECK:         %[[D:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<2x3xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK:         %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK:         %[[SLOT:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK:         llvm.store %[[D]], %[[SLOT]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK:         %[[RANK:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK:         %[[P:.*]] = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK:         %[[U0:.*]] = llvm.insertvalue %[[RANK]], %[[P]][0] : !llvm.struct<(i64, ptr)>
// CHECK:         %[[U1:.*]] = llvm.insertvalue %[[SLOT]], %[[U0]][1] : !llvm.struct<(i64, ptr)>
// CHECK:         builtin.unrealized_conversion_cast %[[U1]] : !llvm.struct<(i64, ptr)> to memref<*xf32>
func.func @to_unranked(%m: memref<2x3xf32>) -> memref<*xf32> {
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

// -----

// CHECK-LABEL: func.func @from_unranked(
// CHECK:         %[[U:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<*xi8> to !llvm.struct<(i64, ptr)>
// CHECK:         %[[SLOT:.*]] = llvm.extractvalue %[[U]][1] : !llvm.struct<(i64, ptr)>
// CHECK:         %[[D:.*]] = llvm.load %[[SLOT]] : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK:         builtin.unrealized_conversion_cast %[[D]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x3xi8>
func.func @from_unranked(%u: memref<*xi8>) -> memref<?x3xi8> {
  %m = memref.cast %u : memref<*xi8> to memref<?x3xi8>
  return %m : memref<?x3xi8>
}

// -----

// Rank 0 both ways: the descriptor has no sizes or strides.
// CHECK-LABEL: func.func @rank0(
// CHECK:         llvm.alloca %{{.*}} x !llvm.struct<(ptr, ptr, i64)> : (i64) -> !llvm.ptr
// CHECK:         llvm.mlir.constant(0 : index) : i64
// CHECK:         llvm.load %{{.*}} : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64)>
func.func @rank0(%m: memref<i64>) -> memref<i64> {
  %u = memref.cast %m : memref<i64> to memref<*xi64>
  %r = memref.cast %u : memref<*xi64> to memref<i64>
  return %r : memref<i64>
}

// -----

// A strided view and a memory space: the slot holds the ranked
// descriptor as it is (ptr<1> fields), the slot pointer is in space 0.
// CHECK-LABEL: func.func @strided_space(
// CHECK:         llvm.alloca %{{.*}} x !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK:         llvm.mlir.constant(1 : index) : i64
// CHECK:         builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(i64, ptr)> to memref<*xf16, 1>
func.func @strided_space(%m: memref<4xf16, strided<[2], offset: ?>, 1>) -> memref<*xf16, 1> {
  %u = memref.cast %m : memref<4xf16, strided<[2], offset: ?>, 1> to memref<*xf16, 1>
  return %u : memref<*xf16, 1>
}

// -----

// CHECK-LABEL: func.func @rank(
// CHECK:         %[[U:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<*xbf16> to !llvm.struct<(i64, ptr)>
// CHECK:         %[[R:.*]] = llvm.extractvalue %[[U]][0] : !llvm.struct<(i64, ptr)>
// CHECK:         builtin.unrealized_conversion_cast %[[R]] : i64 to index
// CHECK-LABEL: func.func @rank_ranked(
// CHECK:         %[[C:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK:         builtin.unrealized_conversion_cast %[[C]] : i64 to index
func.func @rank(%u: memref<*xbf16>) -> index {
  %r = memref.rank %u : memref<*xbf16>
  return %r : index
}
func.func @rank_ranked(%m: memref<4x?xi1>) -> index {
  %r = memref.rank %m : memref<4x?xi1>
  return %r : index
}

// -----

// memref.dim of an unranked memref (any index): a GEP to the ranked
// descriptor's offset field, then index+1 indices past it, loaded.
// CHECK-LABEL: func.func @dim(
// CHECK:         %[[I:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK:         %[[SLOT:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i64, ptr)>
// CHECK:         %[[OFF:.*]] = llvm.getelementptr %[[SLOT]][0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
// CHECK:         %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK:         %[[K:.*]] = llvm.add %[[ONE]], %[[I]] : i64
// CHECK:         %[[P:.*]] = llvm.getelementptr %[[OFF]][%[[K]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK:         llvm.load %[[P]] : !llvm.ptr -> i64
func.func @dim(%u: memref<*xf32>, %i: index) -> index {
  %r = memref.dim %u, %i : memref<*xf32>
  return %r : index
}
