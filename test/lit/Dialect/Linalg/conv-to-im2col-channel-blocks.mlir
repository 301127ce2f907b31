// strata-linalg-conv-to-im2col{channel-blocks=4}: a convolution whose
// channels are a multiple of 4 sums over (kh, kw, c) instead of (c, kh, kw):
// the filter is transposed to [F, KH, KW, C] (a linalg.generic, before the
// gather, so that the gather stays right before the product) and collapsed
// to [F, KH*KW*C], and im2col's loops are (n, kh, kw, c, oh, ow), or
// (kh, kw, c, n, oh, ow) with the batch among the columns. Channels that
// are not a multiple keep the convolution's order, as does a 1x1 filter
// (the same order either way: no transposition), and, with
// channel-blocks-min-tiles, a convolution whose product has fewer 64x64
// tiles of sums (the GPU's SIMT products). The differential checks
// run on tensors and after loops: the sums' order changes, so within a
// tolerance.
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{channel-blocks=4})' | FileCheck %s
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{channel-blocks=4 fold-batch-below=64 fold-padding=true})' | FileCheck %s --check-prefix=FOLD
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-diff-check-rtol=1e-5 --strata-diff-check-atol=1e-5 --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{channel-blocks=4},strata-linalg-to-loops)' > /dev/null
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-diff-check-rtol=1e-5 --strata-diff-check-atol=1e-5 --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{channel-blocks=4 fold-batch-below=64 fold-padding=true},strata-linalg-to-loops)' > /dev/null
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{channel-blocks=4 channel-blocks-min-tiles=3})' | FileCheck %s --check-prefix=FEW
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{channel-blocks=4 channel-blocks-min-tiles=2})' | FileCheck %s --check-prefix=ENOUGH
// RUN: not strata-opt %s -split-input-file --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{channel-blocks=-1})' 2>&1 | FileCheck %s --check-prefix=NEGATIVE

// CHECK-LABEL: func.func @window_major
// CHECK: %[[WT:.*]] = linalg.generic {indexing_maps = [#[[FMAP:.*]], #{{.*}}], {{.*}} ins(%arg1 : tensor<6x8x3x3xf32>) outs(%{{.*}} : tensor<6x3x3x8xf32>)
// CHECK: %[[W2:.*]] = tensor.collapse_shape %[[WT]] {{\[}}[0], [1, 2, 3]] : tensor<6x3x3x8xf32> into tensor<6x72xf32>
// CHECK: %[[COL:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<2x3x3x8x4x4xf32>)
// CHECK: tensor.collapse_shape %[[COL]] {{\[}}[0], [1, 2, 3], [4, 5]] : tensor<2x3x3x8x4x4xf32> into tensor<2x72x16xf32>
// CHECK: linalg.generic {{.*}} attrs = {strata.convolution}
// FOLD-LABEL: func.func @window_major
// FOLD: tensor<6x3x3x8xf32>
// FOLD: linalg.generic {{.*}} outs(%{{.*}} : tensor<3x3x8x2x4x4xf32>)
// FOLD: tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2], [3, 4, 5]] : tensor<3x3x8x2x4x4xf32> into tensor<72x32xf32>
// Two images of 16 pixels, 6 filters: a tile an image, two in all.
// FEW-LABEL: func.func @window_major
// FEW-NOT: tensor<6x3x3x8xf32>
// FEW: outs(%{{.*}} : tensor<2x8x3x3x4x4xf32>)
// ENOUGH-LABEL: func.func @window_major
// ENOUGH: tensor<6x3x3x8xf32>
// ENOUGH: outs(%{{.*}} : tensor<2x3x3x8x4x4xf32>)
// NEGATIVE: channel-blocks and channel-blocks-min-tiles must not be negative, got -1 and 0
func.func @window_major(%x: tensor<2x8x6x6xf32>, %w: tensor<6x8x3x3xf32>) -> tensor<2x6x4x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x6x4x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x6x4x4xf32>) -> tensor<2x6x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<2x8x6x6xf32>, tensor<6x8x3x3xf32>) outs(%f : tensor<2x6x4x4xf32>) -> tensor<2x6x4x4xf32>
  return %c : tensor<2x6x4x4xf32>
}

// -----

// The window read through tensor.pad's unpadded input (fold-padding), with
// stride and dilation, a dynamic batch, f16 summed in f32.
// CHECK-LABEL: func.func @padded_dynamic
// CHECK: linalg.generic {{.*}} ins(%arg1 : tensor<4x4x2x2xf16>) outs(%{{.*}} : tensor<4x2x2x4xf16>)
// CHECK: outs(%{{.*}} : tensor<?x2x2x4x2x2xf16>)
// A dynamic batch has no tile count.
// FEW-LABEL: func.func @padded_dynamic
// FEW: outs(%{{.*}} : tensor<?x4x2x2x2x2xf16>)
// FOLD-LABEL: func.func @padded_dynamic
// FOLD: outs(%{{.*}} : tensor<2x2x4x?x2x2xf16>)
// FOLD: tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2], [3, 4, 5]] : tensor<2x2x4x?x2x2xf16> into tensor<16x?xf16>
func.func @padded_dynamic(%x: tensor<?x4x5x5xf16>, %w: tensor<4x4x2x2xf16>, %init: tensor<?x4x2x2xf32>) -> tensor<?x4x2x2xf32> {
  %z = arith.constant 0.0 : f16
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 0, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %z : f16
  } : tensor<?x4x5x5xf16> to tensor<?x4x6x6xf16>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%p, %w : tensor<?x4x6x6xf16>, tensor<4x4x2x2xf16>) outs(%init : tensor<?x4x2x2xf32>) -> tensor<?x4x2x2xf32>
  return %c : tensor<?x4x2x2xf32>
}

// -----

// 6 channels, not a multiple of 4: the convolution's own order.
// CHECK-LABEL: func.func @channels6
// CHECK-NOT: tensor<5x3x3x6xf32>
// CHECK: outs(%{{.*}} : tensor<1x6x3x3x4x4xf32>)
// CHECK: tensor.collapse_shape %arg1 {{\[}}[0], [1, 2, 3]] : tensor<5x6x3x3xf32> into tensor<5x54xf32>
// FOLD-LABEL: func.func @channels6
// FOLD: outs(%{{.*}} : tensor<1x6x3x3x4x4xf32>)
func.func @channels6(%x: tensor<1x6x6x6xf32>, %w: tensor<5x6x3x3xf32>) -> tensor<1x5x4x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x5x4x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x5x4x4xf32>) -> tensor<1x5x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x6x6x6xf32>, tensor<5x6x3x3xf32>) outs(%f : tensor<1x5x4x4xf32>) -> tensor<1x5x4x4xf32>
  return %c : tensor<1x5x4x4xf32>
}

// -----

// A 1x1 filter of stride 2: one order either way, no transposition.
// CHECK-LABEL: func.func @pointwise
// CHECK-NOT: tensor<6x1x1x8xf32>
// CHECK: outs(%{{.*}} : tensor<2x8x1x1x3x3xf32>)
// CHECK: tensor.collapse_shape %arg1 {{\[}}[0], [1, 2, 3]] : tensor<6x8x1x1xf32> into tensor<6x8xf32>
// FOLD-LABEL: func.func @pointwise
// FOLD: outs(%{{.*}} : tensor<8x1x1x2x3x3xf32>)
func.func @pointwise(%x: tensor<2x8x6x6xf32>, %w: tensor<6x8x1x1xf32>) -> tensor<2x6x3x3xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x6x3x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x6x3x3xf32>) -> tensor<2x6x3x3xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %w : tensor<2x8x6x6xf32>, tensor<6x8x1x1xf32>) outs(%f : tensor<2x6x3x3xf32>) -> tensor<2x6x3x3xf32>
  return %c : tensor<2x6x3x3xf32>
}
