// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --canonicalize --strata-diff-check > /dev/null

func.func @cast_of_cast(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.cast %0 : tensor<?xf32> to tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @dim_static(%a: tensor<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.dim %a, %c0 : tensor<4x?xf32>
  return %0 : index
}
func.func @dim_of_cast(%a: tensor<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?xf32>
  return %1 : index
}
func.func @dim_of_empty(%n: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = tensor.empty(%n) : tensor<4x?xf32>
  %1 = tensor.dim %0, %c1 : tensor<4x?xf32>
  return %1 : index
}
func.func @rank(%a: tensor<4x?xf32>) -> index {
  %0 = tensor.rank %a : tensor<4x?xf32>
  return %0 : index
}
func.func @extract_from_elements(%x: f32, %y: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %0 = tensor.from_elements %x, %y : tensor<2xf32>
  %1 = tensor.extract %0[%c1] : tensor<2xf32>
  return %1 : f32
}
func.func @full_slice(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = tensor.extract_slice %a[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> to tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @full_insert_slice(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = tensor.insert_slice %a into %b[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @extract_of_insert_slice(%a: tensor<2x2xf32>, %b: tensor<4x8xf32>) -> tensor<2x2xf32> {
  %0 = tensor.insert_slice %a into %b[1, 2] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x8xf32>
  %1 = tensor.extract_slice %0[1, 2] [2, 2] [1, 1] : tensor<4x8xf32> to tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}
func.func @collapse_of_expand(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = tensor.expand_shape %a [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  return %1 : tensor<8xf32>
}
func.func @expand_of_collapse(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}
func.func @pad_zero(%a: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %0 = tensor.pad %a low[0] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<8xf32> to tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func @pad_nofold(%a: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  %0 = tensor.pad %a nofold low[0] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<8xf32> to tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func @concat_one(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = tensor.concat dim(0) %a : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
// The size of a destination-passing-style op's result is read from its
// init (DimOfDestinationStyleOp); the op, now unused, is erased.
func.func @dim_of_generic(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x4xf32>) outs(%b : tensor<?x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %1 = arith.negf %x : f32
    linalg.yield %1 : f32
  } -> tensor<?x4xf32>
  %d = tensor.dim %0, %c0 : tensor<?x4xf32>
  return %d : index
}
// Through a chain of ops to the tensor.empty that sizes it all.
func.func @dim_of_matmul_of_fill(%a: tensor<?x3xf32>, %b: tensor<3x?xf32>) -> (tensor<?x?xf32>, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %m = tensor.dim %a, %c0 : tensor<?x3xf32>
  %n = tensor.dim %b, %c1 : tensor<3x?xf32>
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %p = linalg.matmul ins(%a, %b : tensor<?x3xf32>, tensor<3x?xf32>) outs(%f : tensor<?x?xf32>) -> tensor<?x?xf32>
  %d0 = tensor.dim %p, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %p, %c1 : tensor<?x?xf32>
  return %p, %d0, %d1 : tensor<?x?xf32>, index, index
}
// Each result reads its own init: result 1 of an op whose init 0 is
// rank 0, at a dim index that is no constant.
func.func @dim_of_second_result(%s: tensor<f32>, %b: tensor<?x?xf32>, %j: index) -> index {
  %c2 = arith.constant 2 : index
  %i = arith.remui %j, %c2 : index
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["reduction", "reduction"]} ins(%b : tensor<?x?xf32>) outs(%s, %b : tensor<f32>, tensor<?x?xf32>) {
  ^bb0(%x: f32, %acc: f32, %y: f32):
    %1 = arith.addf %x, %acc : f32
    linalg.yield %1, %x : f32, f32
  } -> (tensor<f32>, tensor<?x?xf32>)
  %d = tensor.dim %0#1, %i : tensor<?x?xf32>
  return %d : index
}
// tensor.insert_slice and tensor.insert write into their dest.
func.func @dim_of_inserts(%a: tensor<2xf32>, %b: tensor<?x?xf32>, %v: f32, %j: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %i = arith.remui %j, %c2 : index
  %0 = tensor.insert_slice %a into %b[0, 0] [1, 2] [1, 1] : tensor<2xf32> into tensor<?x?xf32>
  %1 = tensor.insert %v into %0[%c0, %c0] : tensor<?x?xf32>
  %d0 = tensor.dim %1, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %1, %i : tensor<?x?xf32>
  return %d0, %d1 : index, index
}
// tensor.pad has no init: its size stays a dim of its result.
func.func @dim_of_pad_kept(%a: tensor<?xf32>, %v: f32) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.pad %a low[1] high[2] {
  ^bb0(%j: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  %d = tensor.dim %0, %c0 : tensor<?xf32>
  return %d : index
}

// CHECK-LABEL: func.func @cast_of_cast
// CHECK-NEXT: return %arg0 : tensor<4xf32>

// CHECK-LABEL: func.func @dim_static
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %c4 : index

// CHECK-LABEL: func.func @dim_of_cast
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %c4 : index

// CHECK-LABEL: func.func @dim_of_empty
// CHECK-NEXT: return %arg0 : index

// CHECK-LABEL: func.func @rank
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: return %c2 : index

// CHECK-LABEL: func.func @extract_from_elements
// CHECK-NEXT: return %arg1 : f32

// CHECK-LABEL: func.func @full_slice
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>

// CHECK-LABEL: func.func @full_insert_slice
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>

// CHECK-LABEL: func.func @extract_of_insert_slice
// CHECK-NEXT: return %arg0 : tensor<2x2xf32>

// CHECK-LABEL: func.func @collapse_of_expand
// CHECK-NEXT: return %arg0 : tensor<8xf32>

// CHECK-LABEL: func.func @expand_of_collapse
// CHECK-NEXT: return %arg0 : tensor<2x4xf32>

// CHECK-LABEL: func.func @pad_zero
// CHECK-NEXT: return %arg0 : tensor<8xf32>

// CHECK-LABEL: func.func @pad_nofold
// CHECK-NEXT: %{{.*}} = tensor.pad %arg0 nofold low[0] high[0] {
// CHECK: ^bb0(
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<8xf32> to tensor<8xf32>
// CHECK-NEXT: return %{{.*}} : tensor<8xf32>

// CHECK-LABEL: func.func @concat_one
// CHECK-NEXT: return %arg0 : tensor<8xf32>

// CHECK-LABEL: func.func @dim_of_generic
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D:.*]] = tensor.dim %arg1, %[[C0]] : tensor<?x4xf32>
// CHECK-NEXT: return %[[D]] : index

// CHECK-LABEL: func.func @dim_of_matmul_of_fill
// CHECK: %[[M:.*]] = tensor.dim %arg0
// CHECK: %[[N:.*]] = tensor.dim %arg1
// CHECK: %[[P:.*]] = linalg.matmul
// CHECK-NEXT: return %[[P]], %[[M]], %[[N]] : tensor<?x?xf32>, index, index

// CHECK-LABEL: func.func @dim_of_second_result
// CHECK: %[[I:.*]] = arith.remui %arg2
// CHECK-NEXT: %[[D:.*]] = tensor.dim %arg1, %[[I]] : tensor<?x?xf32>
// CHECK-NEXT: return %[[D]] : index

// CHECK-LABEL: func.func @dim_of_inserts
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[I:.*]] = arith.remui %arg3
// CHECK-DAG: %[[D0:.*]] = tensor.dim %arg1, %[[C0]] : tensor<?x?xf32>
// CHECK-DAG: %[[D1:.*]] = tensor.dim %arg1, %[[I]] : tensor<?x?xf32>
// CHECK-NEXT: return %[[D0]], %[[D1]] : index, index

// CHECK-LABEL: func.func @dim_of_pad_kept
// CHECK: %[[P:.*]] = tensor.pad %arg0 low[1] high[2]
// CHECK: %[[D:.*]] = tensor.dim %[[P]], %{{.*}} : tensor<?xf32>
// CHECK-NEXT: return %[[D]] : index
