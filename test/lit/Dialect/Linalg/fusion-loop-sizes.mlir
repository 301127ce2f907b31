// RUN: strata-opt %s --linalg-fuse-elementwise-ops --strata-diff-check | FileCheck %s
// RUN: strata-opt %s --strata-linalg-to-loops -o /dev/null

// A producer reading a unit dim as the constant 0 (a broadcast of
// [1, 2, 4] - [1, 1, 1]) is not fused into a reduction whose keepdim
// output map is constant there: no operand of the fused op would have
// loop 0 as a dim, and strata-linalg-to-loops failed with "cannot infer
// the size of loop 0" (issue 14: std, var, rms_norm and layer_norm over
// unit dims, 3-d convolutions with unit dims).
// CHECK-LABEL: func.func @keepdim_sum_of_broadcast(
// CHECK:         linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel"]
// CHECK:           arith.subf
// CHECK:         linalg.generic {{.*}} iterator_types = ["reduction", "reduction", "reduction"]
// CHECK:           arith.mulf
// CHECK:           arith.addf
func.func @keepdim_sum_of_broadcast(%x: tensor<1x2x4xf32>, %m: tensor<1x1x1xf32>) -> tensor<1x1x1xf32> {
  %e = tensor.empty() : tensor<1x2x4xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m : tensor<1x2x4xf32>, tensor<1x1x1xf32>) outs(%e : tensor<1x2x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.subf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %i = tensor.empty() : tensor<1x1x1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%i : tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, 0, 0)>], iterator_types = ["reduction", "reduction", "reduction"]} ins(%d : tensor<1x2x4xf32>) outs(%init : tensor<1x1x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %sq = arith.mulf %a, %a : f32
    %s = arith.addf %sq, %o : f32
    linalg.yield %s : f32
  } -> tensor<1x1x1xf32>
  return %r : tensor<1x1x1xf32>
}
