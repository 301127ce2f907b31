// pipeline: builtin.module(func.func(linalg-fold-unit-extent-dims))
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %e = tensor.empty() : tensor<1x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<1x4xf32>) outs(%e : tensor<1x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<1x4xf32>
  return %r : tensor<1x4xf32>
}
