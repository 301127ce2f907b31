// RUN: strata-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: strata-opt %s -split-input-file -canonicalize --strata-diff-check -o /dev/null

// Inserting a pad by v into a fill of v inserts the padded tensor alone,
// moved by the low amounts, also past inserts that are apart from it in a
// static dimension.
// CHECK-LABEL: func.func @into_fill(
//  CHECK-SAME:   %[[X:.*]]: tensor<2x3xf32>, %[[Y:.*]]: tensor<2x3xf32>, %[[V:.*]]: f32)
//       CHECK:   %[[F:.*]] = linalg.fill
//       CHECK:   %[[I0:.*]] = tensor.insert_slice %[[Y]] into %[[F]][0, 0] [2, 3] [1, 1]
//       CHECK:   tensor.insert_slice %[[X]] into %[[I0]][5, 2] [2, 3] [1, 1]
func.func @into_fill(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>, %v: f32) -> tensor<8x8xf32> {
  %p = tensor.pad %x low[1, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x3xf32> to tensor<3x5xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %0 = tensor.insert_slice %y into %f[0, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
  %1 = tensor.insert_slice %p into %0[4, 1] [3, 5] [1, 1] : tensor<3x5xf32> into tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// -----

// An insert in between that overlaps it, or another padding value, keeps
// the pad.
// CHECK-LABEL: func.func @kept(
//       CHECK:   tensor.pad
//       CHECK:   tensor.pad
func.func @kept(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>, %v: f32, %w: f32) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %p = tensor.pad %x low[1, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x3xf32> to tensor<3x5xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %0 = tensor.insert_slice %y into %f[4, 2] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
  %1 = tensor.insert_slice %p into %0[4, 1] [3, 5] [1, 1] : tensor<3x5xf32> into tensor<8x8xf32>
  %q = tensor.pad %x low[1, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %w : f32
  } : tensor<2x3xf32> to tensor<3x5xf32>
  %2 = tensor.insert_slice %q into %f[0, 0] [3, 5] [1, 1] : tensor<3x5xf32> into tensor<8x8xf32>
  return %1, %2 : tensor<8x8xf32>, tensor<8x8xf32>
}
