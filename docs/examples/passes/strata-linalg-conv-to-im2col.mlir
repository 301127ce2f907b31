// pipeline: builtin.module(strata-linalg-conv-to-im2col)
func.func @conv3x3(%x: tensor<1x2x6x6xf32>, %w: tensor<3x2x3x3xf32>, %o: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%o : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}
