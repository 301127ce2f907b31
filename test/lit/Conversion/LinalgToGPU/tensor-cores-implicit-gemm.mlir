// Implicit GEMM on the tensor cores: with fuse-producers=true, the im2col gather
// that strata-linalg-conv-to-im2col writes (here reading a padded input
// without the padded copy, fold-padding) is computed in the tensor-core
// kernel's staging, element by element with the window's bounds, instead of
// being written to a buffer and loaded; the filter, a loaded operand,
// stages 16-byte vectors in the interior blocks. The differential check
// interprets every lane.
// RUN: strata-opt %s --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{fold-padding=true},one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,func.func(strata-linalg-promote-to-gpu{fuse-producers=true allow-conv-tf32 target-blocks=2}))' | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-5 --strata-diff-check-atol=1e-5 --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{fold-padding=true},one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,func.func(strata-linalg-promote-to-gpu{fuse-producers=true allow-conv-tf32 target-blocks=2}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{fold-padding=true},one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,func.func(strata-linalg-promote-to-gpu{allow-conv-tf32 target-blocks=2}))' | FileCheck %s --check-prefix=GATHER

// CHECK-LABEL: func.func @conv
// CHECK-NOT: linalg.generic
// CHECK: gpu.launch
// CHECK: vector.load %{{.*}} {alignment = 16 : i64} : memref<64x32xf32>, vector<4xf32>
// CHECK: gpu.subgroup_mma_compute {{.*}} : !gpu.mma_matrix<16x8xf32, "AOp">
// The 3x3 convolution's staging delinearizes an element's row (c, kh, kw)
// and column (oh, ow) on 32 bits, before the bounds check.
// CHECK: %[[ROW:.*]] = arith.index_castui %{{.*}} : index to i32
// CHECK: arith.remui %[[ROW]], %{{.*}} : i32
// CHECK: arith.divui %[[ROW]], %{{.*}} : i32
// CHECK: %[[COLUMN:.*]] = arith.index_castui %{{.*}} : index to i32
// CHECK: arith.remui %[[COLUMN]], %{{.*}} : i32
// CHECK: scf.if
// CHECK-NOT: linalg.generic
// CHECK: return
// GATHER-LABEL: func.func @conv
// GATHER: linalg.generic
// GATHER: gpu.launch
func.func @conv(%x: tensor<2x32x8x8xf32>, %w: tensor<64x32x1x1xf32>, %x3: tensor<2x8x6x6xf32>, %w3: tensor<64x8x3x3xf32>) -> (tensor<2x64x8x8xf32>, tensor<2x64x6x6xf32>) {
  %z = arith.constant 0.0 : f32
  // A 1x1 convolution reads its input as its own im2col matrix.
  %e = tensor.empty() : tensor<2x64x8x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<2x32x8x8xf32>, tensor<64x32x1x1xf32>) outs(%f : tensor<2x64x8x8xf32>) -> tensor<2x64x8x8xf32>
  // A padded 3x3 convolution: the gather reads the unpadded input.
  %p = tensor.pad %x3 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %z : f32
  } : tensor<2x8x6x6xf32> to tensor<2x8x8x8xf32>
  %e3 = tensor.empty() : tensor<2x64x6x6xf32>
  %f3 = linalg.fill ins(%z : f32) outs(%e3 : tensor<2x64x6x6xf32>) -> tensor<2x64x6x6xf32>
  %c3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%p, %w3 : tensor<2x8x8x8xf32>, tensor<64x8x3x3xf32>) outs(%f3 : tensor<2x64x6x6xf32>) -> tensor<2x64x6x6xf32>
  return %c, %c3 : tensor<2x64x8x8xf32>, tensor<2x64x6x6xf32>
}
