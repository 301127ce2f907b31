func.func @conv(%i1: tensor<1x3x10xf32>, %k1: tensor<4x3x3xf32>, %o1: tensor<1x4x8xf32>,
             %i2: tensor<1x3x10x10xf32>, %k2: tensor<4x3x3x3xf32>, %o2: tensor<1x4x8x8xf32>,
             %n2: tensor<1x10x10x3xf32>, %h2: tensor<3x3x3x4xf32>, %p2: tensor<1x8x8x4xf32>,
             %dk: tensor<3x3x3xf32>, %dout: tensor<1x8x8x3xf32>, %win: tensor<3x3xf32>, %pn: tensor<1x3x8x8xf32>,
             %n1: tensor<1x10x3xf32>, %h1: tensor<3x3x4xf32>, %q1: tensor<1x8x4xf32>, %p3: tensor<1x4x6x4xf32>,
             %i3: tensor<1x6x6x6x2xf32>, %k3: tensor<3x3x3x2x4xf32>, %o3: tensor<1x4x4x4x4xf32>,
             %j3: tensor<1x2x6x6x6xf32>, %l3: tensor<4x2x3x3x3xf32>, %r3: tensor<1x4x4x4x4xf32>)
    -> (tensor<1x4x8xf32>, tensor<1x4x8x8xf32>, tensor<1x8x8x4xf32>, tensor<1x8x8x3xf32>, tensor<1x3x8x8xf32>, tensor<1x8x8x3xf32>, tensor<1x8x8x3xf32>, tensor<1x8x4xf32>, tensor<1x4x6x4xf32>, tensor<1x8x8x4xf32>, tensor<1x3x8x8xf32>, tensor<1x8x8x3xf32>, tensor<1x4x4x4x4xf32>, tensor<1x4x4x4x4xf32>) {
  %0 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i1, %k1 : tensor<1x3x10xf32>, tensor<4x3x3xf32>) outs(%o1 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i2, %k2 : tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%o2 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%n2, %h2 : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%p2 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %3 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%n2, %dk : tensor<1x10x10x3xf32>, tensor<3x3x3xf32>) outs(%dout : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  %4 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i2, %win : tensor<1x3x10x10xf32>, tensor<3x3xf32>) outs(%pn : tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  %5 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%n2, %win : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%dout : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  %6 = linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%n2, %win : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%dout : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  %7 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%n1, %h1 : tensor<1x10x3xf32>, tensor<3x3x4xf32>) outs(%q1 : tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
  %8 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%n2, %h2 : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%p3 : tensor<1x4x6x4xf32>) -> tensor<1x4x6x4xf32>
  %9 = linalg.conv_2d_nhwc_hwcf ins(%n2, %h2 : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%p2 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %10 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i2, %win : tensor<1x3x10x10xf32>, tensor<3x3xf32>) outs(%pn : tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  %11 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%n2, %win : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%dout : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  %12 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%i3, %k3 : tensor<1x6x6x6x2xf32>, tensor<3x3x3x2x4xf32>) outs(%o3 : tensor<1x4x4x4x4xf32>) -> tensor<1x4x4x4x4xf32>
  %13 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%j3, %l3 : tensor<1x2x6x6x6xf32>, tensor<4x2x3x3x3xf32>) outs(%r3 : tensor<1x4x4x4x4xf32>) -> tensor<1x4x4x4x4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : tensor<1x4x8xf32>, tensor<1x4x8x8xf32>, tensor<1x8x8x4xf32>, tensor<1x8x8x3xf32>, tensor<1x3x8x8xf32>, tensor<1x8x8x3xf32>, tensor<1x8x8x3xf32>, tensor<1x8x4xf32>, tensor<1x4x6x4xf32>, tensor<1x8x8x4xf32>, tensor<1x3x8x8xf32>, tensor<1x8x8x3xf32>, tensor<1x4x4x4x4xf32>, tensor<1x4x4x4x4xf32>
}
