// RUN: strata-opt %s --strata-linalg-conv-to-im2col -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-linalg-conv-to-im2col --strata-diff-check -split-input-file > /dev/null

// A 3x3 convolution: im2col ([N, OH*OW, C*KH*KW]), the filter transposed to
// [C*KH*KW, F], the product into the transposed outs with the
// convolution's body, and the transpose back to NCHW.
// CHECK-DAG: #[[WIN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>
// CHECK-DAG: #[[COL:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #[[WT:.*]] = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK-DAG: #[[ACC:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @conv3x3
// CHECK: linalg.generic {indexing_maps = [#[[WIN]], {{.*}}]{{.*}} outs({{.*}} : tensor<1x4x4x2x3x3xf32>)
// CHECK: tensor.collapse_shape {{.*}} into tensor<1x16x18xf32>
// CHECK: tensor.collapse_shape {{.*}} into tensor<3x18xf32>
// CHECK: -> tensor<18x3xf32>
// CHECK: -> tensor<1x4x4x3xf32>
// CHECK: linalg.generic {indexing_maps = [#[[COL]], #[[WT]], #[[ACC]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: tensor.expand_shape
// CHECK: -> tensor<1x3x4x4xf32>
// CHECK-NOT: linalg.conv_2d_nchw_fchw
func.func @conv3x3(%x: tensor<1x2x6x6xf32>, %w: tensor<3x2x3x3xf32>, %o: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%o : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}

// -----

// Strides and dilations stay in the window map; a batch of 2.
// CHECK: affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 * 2 + d4 * 2, d2 * 2 + d5 * 2)>
// CHECK-LABEL: func.func @strided_dilated
func.func @strided_dilated(%x: tensor<2x2x9x9xf32>, %w: tensor<4x2x3x3xf32>, %o: tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<2x2x9x9xf32>, tensor<4x2x3x3xf32>) outs(%o : tensor<2x4x3x3xf32>) -> tensor<2x4x3x3xf32>
  return %r : tensor<2x4x3x3xf32>
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

// Dynamic sizes are left to the direct convolution.
// CHECK-LABEL: func.func @dynamic
// CHECK: linalg.conv_2d_nchw_fchw
func.func @dynamic(%x: tensor<?x2x6x6xf32>, %w: tensor<3x2x3x3xf32>, %o: tensor<?x3x4x4xf32>) -> tensor<?x3x4x4xf32> {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<?x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%o : tensor<?x3x4x4xf32>) -> tensor<?x3x4x4xf32>
  return %r : tensor<?x3x4x4xf32>
}
