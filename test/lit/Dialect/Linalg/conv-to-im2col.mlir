// RUN: strata-opt %s --strata-linalg-conv-to-im2col -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-linalg-conv-to-im2col --strata-diff-check -split-input-file > /dev/null

// A 3x3 convolution: im2col in NCHW order ([N, C*KH*KW, OH*OW]), the
// filter and the outs only reshaped, the product with the convolution's
// body, the result reshaped back to NCHW: no transposes.
// CHECK-DAG: #[[WIN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4 + d2, d5 + d3)>
// CHECK-DAG: #[[COL:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-DAG: #[[FILTER:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
// CHECK-DAG: #[[ACC:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @conv3x3
// CHECK: linalg.generic {indexing_maps = [#[[WIN]], {{.*}}]{{.*}} outs({{.*}} : tensor<1x2x3x3x4x4xf32>)
// CHECK: tensor.collapse_shape {{.*}} {{\[}}[0], [1, 2, 3], [4, 5]] : tensor<1x2x3x3x4x4xf32> into tensor<1x18x16xf32>
// CHECK: tensor.collapse_shape %arg1 {{\[}}[0], [1, 2, 3]] : tensor<3x2x3x3xf32> into tensor<3x18xf32>
// CHECK: tensor.collapse_shape %arg2 {{\[}}[0], [1], [2, 3]] : tensor<1x3x4x4xf32> into tensor<1x3x16xf32>
// CHECK: linalg.generic {indexing_maps = [#[[COL]], #[[FILTER]], #[[ACC]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: tensor.expand_shape {{.*}} output_shape [1, 3, 4, 4] : tensor<1x3x16xf32> into tensor<1x3x4x4xf32>
// CHECK-NOT: linalg.conv_2d_nchw_fchw
func.func @conv3x3(%x: tensor<1x2x6x6xf32>, %w: tensor<3x2x3x3xf32>, %o: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%o : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}

// -----

// Strides and dilations stay in the window map; a batch of 2.
// CHECK: affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4 * 2 + d2 * 2, d5 * 2 + d3 * 2)>
// CHECK-LABEL: func.func @strided_dilated
// CHECK: tensor.empty() : tensor<2x2x3x3x3x3xf32>
// CHECK: into tensor<2x18x9xf32>
func.func @strided_dilated(%x: tensor<2x2x9x9xf32>, %w: tensor<4x2x3x3xf32>, %o: tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<2x2x9x9xf32>, tensor<4x2x3x3xf32>) outs(%o : tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32>
  return %r : tensor<2x4x3x3xf32>
}

// -----

// A 1x1 convolution of stride 1 reads its input as the col (no gather);
// a dynamic batch comes from the input and the outs.
// CHECK-LABEL: func.func @pointwise_dynamic_batch
// CHECK-NOT: tensor.empty
// CHECK: tensor.collapse_shape %arg0 {{\[}}[0], [1], [2, 3]] : tensor<?x8x5x7xf32> into tensor<?x8x35xf32>
// CHECK: tensor.collapse_shape %arg1 {{\[}}[0], [1, 2, 3]] : tensor<4x8x1x1xf32> into tensor<4x8xf32>
// CHECK: tensor.collapse_shape %arg2 {{\[}}[0], [1], [2, 3]] : tensor<?x4x5x7xf32> into tensor<?x4x35xf32>
// CHECK: %[[PROD:.*]] = linalg.generic
// CHECK: %[[N:.*]] = tensor.dim %arg2, %{{.*}} : tensor<?x4x5x7xf32>
// CHECK: tensor.expand_shape %[[PROD]] {{\[}}[0], [1], [2, 3]] output_shape [%[[N]], 4, 5, 7] : tensor<?x4x35xf32> into tensor<?x4x5x7xf32>
func.func @pointwise_dynamic_batch(%x: tensor<?x8x5x7xf32>, %w: tensor<4x8x1x1xf32>, %o: tensor<?x4x5x7xf32>) -> tensor<?x4x5x7xf32> {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<?x8x5x7xf32>, tensor<4x8x1x1xf32>) outs(%o : tensor<?x4x5x7xf32>) -> tensor<?x4x5x7xf32>
  return %r : tensor<?x4x5x7xf32>
}

// -----

// A 1x1 convolution of stride 2 gathers; a dynamic batch sizes the gather.
// CHECK-LABEL: func.func @pointwise_strided_dynamic_batch
// CHECK: %[[N:.*]] = tensor.dim %arg0, %{{.*}} : tensor<?x3x6x6xf32>
// CHECK: tensor.empty(%[[N]]) : tensor<?x3x1x1x3x3xf32>
// CHECK: into tensor<?x3x9xf32>
func.func @pointwise_strided_dynamic_batch(%x: tensor<?x3x6x6xf32>, %w: tensor<2x3x1x1xf32>, %o: tensor<?x2x3x3xf32>) -> tensor<?x2x3x3xf32> {
  %r = linalg.conv_2d_nchw_fchw {strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<?x3x6x6xf32>, tensor<2x3x1x1xf32>) outs(%o : tensor<?x2x3x3xf32>) -> tensor<?x2x3x3xf32>
  return %r : tensor<?x2x3x3xf32>
}

// -----

// Integer convolutions keep their body (extsi, muli, addi).
// CHECK-LABEL: func.func @int8_into_i32
// CHECK: arith.extsi
// CHECK: arith.muli
// CHECK: arith.addi
func.func @int8_into_i32(%x: tensor<1x1x4x4xi8>, %w: tensor<2x1x2x2xi8>, %o: tensor<1x2x3x3xi32>) -> tensor<1x2x3x3xi32> {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x1x4x4xi8>, tensor<2x1x2x2xi8>) outs(%o : tensor<1x2x3x3xi32>) -> tensor<1x2x3x3xi32>
  return %r : tensor<1x2x3x3xi32>
}

// -----

// An empty image: the product has no iterations; still exact.
// CHECK-LABEL: func.func @empty_channels
// CHECK: tensor<1x0x4xf32>
func.func @empty_channels(%x: tensor<1x0x4x4xf32>, %w: tensor<3x0x3x3xf32>, %o: tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32> {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x0x4x4xf32>, tensor<3x0x3x3xf32>) outs(%o : tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  return %r : tensor<1x3x2x2xf32>
}

// -----

// Dynamic image sizes are left to the direct convolution.
// CHECK-LABEL: func.func @dynamic_image
// CHECK: linalg.conv_2d_nchw_fchw
func.func @dynamic_image(%x: tensor<1x2x?x6xf32>, %w: tensor<3x2x3x3xf32>, %o: tensor<1x3x?x4xf32>) -> tensor<1x3x?x4xf32> {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x2x?x6xf32>, tensor<3x2x3x3xf32>) outs(%o : tensor<1x3x?x4xf32>) -> tensor<1x3x?x4xf32>
  return %r : tensor<1x3x?x4xf32>
}
