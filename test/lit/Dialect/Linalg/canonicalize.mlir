// RUN: strata-opt %s --canonicalize | FileCheck %s


func.func @identity_generic(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
func.func @dead_tensor_op(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return
}
func.func @memref_op_kept(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %c: memref<4x4xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>) outs(%c : memref<4x4xf32>)
  return
}
func.func @extract_of_fill(%v: f32, %t: tensor<4x8xf32>, %i: index) -> f32 {
  %0 = linalg.fill ins(%v : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = tensor.extract %0[%i, %i] : tensor<4x8xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @identity_generic
// CHECK-NEXT: return %arg0 : tensor<4x8xf32>

// CHECK-LABEL: func.func @dead_tensor_op
// CHECK-NEXT: return

// CHECK-LABEL: func.func @memref_op_kept
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x4xf32>) outs(%arg2 : memref<4x4xf32>)
// CHECK-NEXT: return

// CHECK-LABEL: func.func @extract_of_fill
// CHECK-NEXT: return %arg0 : f32
