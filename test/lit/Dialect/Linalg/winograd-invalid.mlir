// The Winograd transforms' verifiers, with mlir-opt-22's messages: the filter's extent must be r (or
// 1, not both), and each output shape must be the one F(m, r) gives.
// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @filter_height(%f: tensor<8x4x3x4xf32>, %o: tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect filter height either equals to r or 1}}
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<8x4x3x4xf32>) outs(%o : tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
  return %0 : tensor<4x4x4x8xf32>
}

// -----

func.func @filter_output(%f: tensor<8x3x3x4xf32>, %o: tensor<6x6x4x8xf32>) -> tensor<6x6x4x8xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op the output shape is not expected}}
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<8x3x3x4xf32>) outs(%o : tensor<6x6x4x8xf32>) -> tensor<6x6x4x8xf32>
  return %0 : tensor<6x6x4x8xf32>
}

// -----

func.func @input_tiles(%i: tensor<1x10x10x4xf32>, %o: tensor<6x6x3x2x1x4xf32>) -> tensor<6x6x3x2x1x4xf32> {
  // expected-error @+1 {{'linalg.winograd_input_transform' op the output shape is not expected}}
  %0 = linalg.winograd_input_transform fmr(F_4_3) ins(%i : tensor<1x10x10x4xf32>) outs(%o : tensor<6x6x3x2x1x4xf32>) -> tensor<6x6x3x2x1x4xf32>
  return %0 : tensor<6x6x3x2x1x4xf32>
}

// -----

func.func @value_alpha(%v: tensor<5x6x2x2x1x8xf32>, %o: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op expect input height equals to input tile size}}
  %0 = linalg.winograd_output_transform fmr(F_4_3) ins(%v : tensor<5x6x2x2x1x8xf32>) outs(%o : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  return %0 : tensor<1x8x8x8xf32>
}
