// A strided subview through expand-strided-metadata (dynamic offset).
// RUN: strata-opt %s --expand-strided-metadata --lower-affine --finalize-memref-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @subview(
// CHECK-SAME: %[[ARG0:.*]]: memref<8x8xf32>, %[[ARG1:.*]]: index, %[[ARG2:.*]]: index) -> f32
// CHECK: %[[CONSTANT:.*]] = arith.constant 0 : index
// CHECK: %[[UNREALIZED_CONVERSION_CAST:.*]] = builtin.unrealized_conversion_cast %[[ARG0]] : memref<8x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[EXTRACTVALUE:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[EXTRACTVALUE_1:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[C:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[POISON:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[INSERTVALUE:.*]] = llvm.insertvalue %[[EXTRACTVALUE]], %[[POISON]][0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[INSERTVALUE_1:.*]] = llvm.insertvalue %[[EXTRACTVALUE_1]], %[[INSERTVALUE]][1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[INSERTVALUE_2:.*]] = llvm.insertvalue %[[C]], %[[INSERTVALUE_1]][2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[EXTRACTVALUE_2:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[EXTRACTVALUE_3:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[EXTRACTVALUE_4:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[EXTRACTVALUE_5:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[EXTRACTVALUE_6:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[CONSTANT_1:.*]] = arith.constant 8 : index
// CHECK: %[[MULI:.*]] = arith.muli %[[ARG1]], %[[CONSTANT_1]] overflow<nsw> : index
// CHECK: %[[CONSTANT_2:.*]] = arith.constant 2 : index
// CHECK: %[[ADDI:.*]] = arith.addi %[[MULI]], %[[CONSTANT_2]] : index
// CHECK: %[[UNREALIZED_CONVERSION_CAST_1:.*]] = builtin.unrealized_conversion_cast %[[ADDI]] : index to i64
// CHECK: %[[C_1:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK: %[[C_2:.*]] = llvm.mlir.constant(3 : index) : i64
// CHECK: %[[C_3:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK: %[[C_4:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK: %[[EXTRACTVALUE_7:.*]] = llvm.extractvalue %[[INSERTVALUE_2]][0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[EXTRACTVALUE_8:.*]] = llvm.extractvalue %[[INSERTVALUE_2]][1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[POISON_1:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_3:.*]] = llvm.insertvalue %[[EXTRACTVALUE_7]], %[[POISON_1]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_4:.*]] = llvm.insertvalue %[[EXTRACTVALUE_8]], %[[INSERTVALUE_3]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_5:.*]] = llvm.insertvalue %[[UNREALIZED_CONVERSION_CAST_1]], %[[INSERTVALUE_4]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_6:.*]] = llvm.insertvalue %[[C_1]], %[[INSERTVALUE_5]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_7:.*]] = llvm.insertvalue %[[C_3]], %[[INSERTVALUE_6]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_8:.*]] = llvm.insertvalue %[[C_2]], %[[INSERTVALUE_7]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_9:.*]] = llvm.insertvalue %[[C_4]], %[[INSERTVALUE_8]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[UNREALIZED_CONVERSION_CAST_2:.*]] = builtin.unrealized_conversion_cast %[[CONSTANT]] : index to i64
// CHECK: %[[UNREALIZED_CONVERSION_CAST_3:.*]] = builtin.unrealized_conversion_cast %[[ARG2]] : index to i64
// CHECK: %[[EXTRACTVALUE_9:.*]] = llvm.extractvalue %[[INSERTVALUE_9]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[EXTRACTVALUE_10:.*]] = llvm.extractvalue %[[INSERTVALUE_9]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[C_5:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK: %[[MUL:.*]] = llvm.mul %[[UNREALIZED_CONVERSION_CAST_2]], %[[C_5]] overflow<nsw, nuw> : i64
// CHECK: %[[ADD:.*]] = llvm.add %[[EXTRACTVALUE_10]], %[[MUL]] overflow<nsw, nuw> : i64
// CHECK: %[[C_6:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK: %[[MUL_1:.*]] = llvm.mul %[[UNREALIZED_CONVERSION_CAST_3]], %[[C_6]] overflow<nsw, nuw> : i64
// CHECK: %[[ADD_1:.*]] = llvm.add %[[ADD]], %[[MUL_1]] overflow<nsw, nuw> : i64
// CHECK: %[[GETELEMENTPTR:.*]] = llvm.getelementptr inbounds|nuw %[[EXTRACTVALUE_9]][%[[ADD_1]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[LOAD:.*]] = llvm.load %[[GETELEMENTPTR]] : !llvm.ptr -> f32
// CHECK: return %[[LOAD]] : f32

func.func @subview(%m: memref<8x8xf32>, %i: index, %j: index) -> f32 {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[%i, 2] [4, 3] [1, 2] : memref<8x8xf32> to memref<4x3xf32, strided<[8, 2], offset: ?>>
  %v = memref.load %s[%c0, %j] : memref<4x3xf32, strided<[8, 2], offset: ?>>
  return %v : f32
}
