// collapse_shape and expand_shape, static and dynamic, on identity and strided layouts: expanded into
// reinterpret_cast of extract_strided_metadata (the results checked by the interpreter against the
// original program), then lowered to descriptors with nothing of the memref dialect left.
// RUN: strata-opt %s --expand-strided-metadata --strata-diff-check | FileCheck %s
// RUN: strata-opt %s --expand-strided-metadata --lower-affine --strata-diff-check > %t.mlir
// RUN: strata-opt %t.mlir --finalize-memref-to-llvm | FileCheck %s --check-prefix=LLVM --implicit-check-not=memref.

// CHECK-DAG: #[[MUL4:.*]] = affine_map<()[s0] -> (s0 * 4)>

// CHECK-LABEL: func.func @collapse_static(
// CHECK-SAME:    %[[M:.*]]: memref<4x4xf32>)
// CHECK:         %[[BASE:.*]], %{{.*}}, %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %[[M]] : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:    %[[R:.*]] = memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [16], strides: [1] : memref<f32> to memref<16xf32>
// CHECK-NEXT:    memref.load %[[R]]
// LLVM-LABEL:  func.func @collapse_static(
// LLVM:          %[[D:.*]] = llvm.insertvalue %{{.*}}, %{{.*}}[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// LLVM:          llvm.extractvalue %[[D]][1]
// LLVM:          llvm.load
func.func @collapse_static(%m: memref<4x4xf32>) -> (f32, f32) {
  %c5 = arith.constant 5 : index
  %c15 = arith.constant 15 : index
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %a = memref.load %0[%c5] : memref<16xf32>
  %b = memref.load %0[%c15] : memref<16xf32>
  return %a, %b : f32, f32
}

// CHECK-LABEL: func.func @collapse_strided(
// CHECK:         %[[BASE:.*]], %{{.*}}, %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %{{.*}} : memref<6x8xf32>
// CHECK-NEXT:    %[[R:.*]] = memref.reinterpret_cast %[[BASE]] to offset: [8], sizes: [16], strides: [1] : memref<f32> to memref<16xf32, strided<[1], offset: 8>>
// CHECK-NEXT:    memref.load %[[R]]

func.func @collapse_strided(%m: memref<6x8xf32>) -> f32 {
  %c11 = arith.constant 11 : index
  %s = memref.subview %m[1, 0] [2, 8] [1, 1] : memref<6x8xf32> to memref<2x8xf32, strided<[8, 1], offset: 8>>
  %0 = memref.collapse_shape %s [[0, 1]] : memref<2x8xf32, strided<[8, 1], offset: 8>> into memref<16xf32, strided<[1], offset: 8>>
  %a = memref.load %0[%c11] : memref<16xf32, strided<[1], offset: 8>>
  return %a : f32
}

// CHECK-LABEL: func.func @collapse_dynamic(
// CHECK:         %[[BASE:.*]], %{{.*}}, %[[SIZES:.*]]:3, %{{.*}}:3 = memref.extract_strided_metadata
// CHECK-NEXT:    %[[N:.*]] = affine.apply #[[MUL4]]()[%[[SIZES]]#0]
// CHECK-NEXT:    %[[R:.*]] = memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [%[[N]], 2], strides: [2, 1] : memref<f32> to memref<?x2xf32>
// LLVM-LABEL:  func.func @collapse_dynamic(
// LLVM:          %[[S0:.*]] = llvm.extractvalue %{{.*}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// LLVM:          %[[S0I:.*]] = builtin.unrealized_conversion_cast %[[S0]] : i64 to index
// LLVM:          %[[N:.*]] = arith.muli %[[S0I]], %{{.*}}
// LLVM:          %[[NL:.*]] = builtin.unrealized_conversion_cast %[[N]] : index to i64
// LLVM:          llvm.insertvalue %[[NL]], %{{.*}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>

func.func @collapse_dynamic(%m: memref<?x4x2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<?x4x2xf32> into memref<?x2xf32>
  %a = memref.load %0[%c6, %c1] : memref<?x2xf32>
  return %a : f32
}

// The subview folds into the collapse: one extract_strided_metadata, the constant offset 4
// materialized since the type's offset is dynamic.
// CHECK-LABEL: func.func @collapse_dynamic_offset(
// CHECK:         %[[BASE:.*]], %{{.*}}, %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[R:.*]] = memref.reinterpret_cast %[[BASE]] to offset: [%[[C4]]], sizes: [8], strides: [1] : memref<f32> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NOT:     memref.extract_strided_metadata
// CHECK:         return

func.func @collapse_dynamic_offset(%m: memref<?x4xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %s = memref.subview %m[%c1, 0] [2, 4] [1, 1] : memref<?x4xf32> to memref<2x4xf32, strided<[4, 1], offset: ?>>
  %0 = memref.collapse_shape %s [[0, 1]] : memref<2x4xf32, strided<[4, 1], offset: ?>> into memref<8xf32, strided<[1], offset: ?>>
  %a = memref.load %0[%c5] : memref<8xf32, strided<[1], offset: ?>>
  return %a : f32
}

// CHECK-LABEL: func.func @expand_static(
// CHECK:         %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %{{.*}} : memref<12xf32>
// CHECK-NEXT:    memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [3, 4], strides: [4, 1] : memref<f32> to memref<3x4xf32>

func.func @expand_static(%m: memref<12xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.expand_shape %m [[0, 1]] output_shape [3, 4] : memref<12xf32> into memref<3x4xf32>
  %a = memref.load %0[%c2, %c1] : memref<3x4xf32>
  return %a : f32
}

// The dynamic size of a group is the source size over the group's static sizes.
// CHECK-LABEL: func.func @expand_dynamic(
// CHECK:         %[[BASE:.*]], %{{.*}}, %[[SIZES:.*]]:2, %{{.*}}:2 = memref.extract_strided_metadata
// CHECK-NEXT:    memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [%[[SIZES]]#0, 2, 2], strides: [4, 2, 1] : memref<f32> to memref<?x2x2xf32>

func.func @expand_dynamic(%m: memref<?x4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d = memref.dim %m, %c0 : memref<?x4xf32>
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [%d, 2, 2] : memref<?x4xf32> into memref<?x2x2xf32>
  %a = memref.load %0[%c2, %c1, %c1] : memref<?x2x2xf32>
  return %a : f32
}

// CHECK-LABEL: func.func @expand_dynamic_group(
// CHECK:         %[[BASE:.*]], %{{.*}}, %[[SIZE:.*]], %{{.*}} = memref.extract_strided_metadata
// CHECK-NEXT:    memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [1, %[[SIZE]]], strides: [%[[SIZE]], 1] : memref<f32> to memref<1x?xf32>

func.func @expand_dynamic_group(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %0 = memref.expand_shape %m [[0, 1]] output_shape [1, %n] : memref<?xf32> into memref<1x?xf32>
  %a = memref.load %0[%c0, %c1] : memref<1x?xf32>
  return %a : f32
}

// CHECK-LABEL: func.func @expand_strided(
// CHECK:         %[[BASE:.*]], %{{.*}}, %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata
// CHECK-NEXT:    %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:    memref.reinterpret_cast %[[BASE]] to offset: [%[[C8]]], sizes: [2, 2, 4], strides: [8, 4, 1] : memref<f32> to memref<2x2x4xf32, strided<[8, 4, 1], offset: ?>>

func.func @expand_strided(%m: memref<?x8xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d = memref.dim %m, %c1 : memref<?x8xf32>
  %s = memref.subview %m[%c1, 0] [2, 8] [1, 1] : memref<?x8xf32> to memref<2x8xf32, strided<[8, 1], offset: ?>>
  %0 = memref.expand_shape %s [[0], [1, 2]] output_shape [2, 2, 4] : memref<2x8xf32, strided<[8, 1], offset: ?>> into memref<2x2x4xf32, strided<[8, 4, 1], offset: ?>>
  %a = memref.load %0[%c1, %c1, %c2] : memref<2x2x4xf32, strided<[8, 4, 1], offset: ?>>
  return %a : f32
}
