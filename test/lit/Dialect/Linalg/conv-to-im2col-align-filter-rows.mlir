// strata-linalg-conv-to-im2col{align-filter-rows=4}: a reshaped filter
// whose rows are not a multiple of 16 bytes (C*KH*KW = 3*3*3 = 27 f32, 27
// f16) is copied into a tensor of rows padded to one (28 f32, 32 f16) and
// the product reads it through a slice; rows already a multiple (4*3*3 =
// 36 f32) are left alone, and a dynamic batch keeps working. After
// bufferization the copy writes a strided view of the padded buffer
// (strata-linalg-collapse-dims leaves an op writing into a slice alone),
// and the product reads that view. The differential checks compare the
// results at zero tolerance, on tensors, after bufferization and after
// loops.
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{align-filter-rows=4})' | FileCheck %s
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{align-filter-rows=4},strata-linalg-collapse-dims,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})' | FileCheck %s --check-prefix=BUF
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=3 --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{align-filter-rows=4},strata-linalg-collapse-dims,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},convert-linalg-to-loops)' > /dev/null
// RUN: strata-opt %s -split-input-file --strata-linalg-conv-to-im2col | FileCheck %s --check-prefix=DEFAULT

// DEFAULT-LABEL: func.func @f32_rows_of_27
// DEFAULT-NOT: tensor.extract_slice
// CHECK-LABEL: func.func @f32_rows_of_27
// CHECK: %[[W2:.*]] = tensor.collapse_shape %arg1 {{\[}}[0], [1, 2, 3]] : tensor<4x3x3x3xf32> into tensor<4x27xf32>
// CHECK: %[[PADDED:.*]] = tensor.empty() : tensor<4x28xf32>
// CHECK: %[[SLICE:.*]] = tensor.extract_slice %[[PADDED]][0, 0] [4, 27] [1, 1] : tensor<4x28xf32> to tensor<4x27xf32>
// CHECK: %[[ALIGNED:.*]] = linalg.generic {{.*}} ins(%[[W2]] : tensor<4x27xf32>) outs(%[[SLICE]] : tensor<4x27xf32>)
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[ALIGNED]] : tensor<2x27x16xf32>, tensor<4x27xf32>)
// BUF-LABEL: func.func @f32_rows_of_27
// BUF: %[[BUF:.*]] = memref.alloc() {{.*}} : memref<4x28xf32>
// BUF: %[[VIEW:.*]] = memref.subview %[[BUF]][0, 0] [4, 27] [1, 1] : memref<4x28xf32> to memref<4x27xf32, strided<[28, 1]>>
// BUF: linalg.generic {{.*}} outs(%[[VIEW]] : memref<4x27xf32, strided<[28, 1]>>)
// BUF: linalg.generic {{.*}} ins(%{{.*}}, %[[VIEW]] : memref<2x27x16xf32>, memref<4x27xf32, strided<[28, 1]>>)
func.func @f32_rows_of_27(%x: tensor<2x3x6x6xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<2x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x4x4xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<2x3x6x6xf32>, tensor<4x3x3x3xf32>) outs(%o : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  return %r : tensor<2x4x4x4xf32>
}

// -----

// f16 rows are padded to 8 elements; the sums are f32.
// CHECK-LABEL: func.func @f16_rows_of_27
// CHECK: tensor.empty() : tensor<4x32xf16>
// CHECK: tensor.extract_slice %{{.*}}[0, 0] [4, 27] [1, 1] : tensor<4x32xf16> to tensor<4x27xf16>
func.func @f16_rows_of_27(%x: tensor<1x3x5x5xf16>, %w: tensor<4x3x3x3xf16>) -> tensor<1x4x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x3x3xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x3x5x5xf16>, tensor<4x3x3x3xf16>) outs(%o : tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  return %r : tensor<1x4x3x3xf32>
}

// -----

// Rows of 36 f32 are 16-byte multiples already: no copy.
// CHECK-LABEL: func.func @aligned_already
// CHECK-NOT: tensor.extract_slice
// CHECK: return
func.func @aligned_already(%x: tensor<1x4x5x5xf32>, %w: tensor<2x4x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x4x5x5xf32>, tensor<2x4x3x3xf32>) outs(%o : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %r : tensor<1x2x3x3xf32>
}

// -----

// A dynamic batch and a 1x1 filter of 3 channels (rows of 3 f32, padded
// to 4; the input is its own col).
// CHECK-LABEL: func.func @dynamic_batch_one_by_one
// CHECK: tensor.extract_slice %{{.*}}[0, 0] [5, 3] [1, 1] : tensor<5x4xf32> to tensor<5x3xf32>
func.func @dynamic_batch_one_by_one(%x: tensor<?x3x4x4xf32>, %w: tensor<5x3x1x1xf32>) -> tensor<?x5x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x3x4x4xf32>
  %e = tensor.empty(%n) : tensor<?x5x4x4xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<?x5x4x4xf32>) -> tensor<?x5x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<?x3x4x4xf32>, tensor<5x3x1x1xf32>) outs(%o : tensor<?x5x4x4xf32>) -> tensor<?x5x4x4xf32>
  return %r : tensor<?x5x4x4xf32>
}

// -----

// Fewer filters than the option: no copy.
// CHECK-LABEL: func.func @few_filters
// CHECK-NOT: tensor.extract_slice
// CHECK: return
func.func @few_filters(%x: tensor<1x3x5x5xf32>, %w: tensor<3x3x3x3xf32>) -> tensor<1x3x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x3x3xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x3x5x5xf32>, tensor<3x3x3x3xf32>) outs(%o : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  return %r : tensor<1x3x3x3xf32>
}
