// RUN: strata-opt %s --canonicalize | FileCheck %s

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
