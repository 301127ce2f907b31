// Convolutions on the GPU: strata-linalg-to-gpu rewrites each 2-D NCHW
// convolution as im2col (one thread per gathered element) and a product
// per image, which strata-linalg-promote-to-gpu tiles through workgroup
// memory with the filter shared by every image. With fuse-producers the
// im2col gather (with the padding it folds: linalg.index, a clamped load
// and a select) is computed by the product's staging instead, an implicit
// GEMM, so the gathered matrix is never written. The differential check
// runs the functions before the pipeline and after every pass (every
// thread of every kernel interpreted), with a batch of 3 for the dynamic one.
// (strata-linalg-to-gpu puts a batch of small images among one product's
// columns: conv-batch-columns.mlir; here it keeps a product per image.)
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-dim=3 --strata-linalg-to-gpu='conv-batch-columns=false' | FileCheck %s --check-prefix=APART
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-dim=3 --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{fold-padding=true},one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,func.func(strata-linalg-promote-to-gpu{fuse-producers=true}),canonicalize,gpu-kernel-outlining)' | FileCheck %s

// CHECK-NOT: memref<2x3x3x3x4x4xf32>
// CHECK-NOT: memref<1x2x3x3x5x5xf32>
// CHECK: gpu.func @{{.*}}(%{{.*}}: memref<4x18xf32>, %{{.*}}: memref<1x2x5x5xf32>, %{{.*}}: memref<1x4x25xf32>) workgroup
// CHECK: arith.select
// CHECK: gpu.func @{{.*}}(%{{.*}}: memref<5x27xf32>, %{{.*}}: memref<2x3x9x9xf32>, %{{.*}}: memref<2x5x16xf32>) workgroup(%{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>) kernel
// CHECK: arith.divui
// CHECK: gpu.func @{{.*}} workgroup(%{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>) kernel
// APART: gpu.func @{{.*}}(%{{.*}}: memref<1x2x5x5xf32>, %{{.*}}: memref<1x2x3x3x5x5xf32>) kernel
// APART: gpu.func @{{.*}}(%{{.*}}: memref<2x3x3x3x4x4xf32>, %{{.*}}: memref<2x3x9x9xf32>) kernel
// APART-COUNT-2: gpu.func @{{.*}} workgroup(%{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>) kernel
// APART-NOT: linalg.conv_2d_nchw_fchw
func.func @padded(%x: tensor<1x2x5x5xf32>, %w: tensor<4x2x3x3xf32>) -> tensor<1x4x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x5x5xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  %c0 = arith.constant 0 : index
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x2x5x5xf32> to tensor<1x2x7x7xf32>
  %r = linalg.conv_2d_nchw_fchw ins(%p, %w : tensor<1x2x7x7xf32>, tensor<4x2x3x3xf32>) outs(%o : tensor<1x4x5x5xf32>) -> tensor<1x4x5x5xf32>
  return %r : tensor<1x4x5x5xf32>
}

func.func @conv3x3(%x: tensor<2x3x9x9xf32>, %w: tensor<5x3x3x3xf32>, %b: tensor<?x4x7x7xf32>, %w1: tensor<6x4x1x1xf32>) -> (tensor<2x5x4x4xf32>, tensor<?x6x7x7xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x5x4x4xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<2x5x4x4xf32>) -> tensor<2x5x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<2x3x9x9xf32>, tensor<5x3x3x3xf32>) outs(%o : tensor<2x5x4x4xf32>) -> tensor<2x5x4x4xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %b, %c0 : tensor<?x4x7x7xf32>
  %e1 = tensor.empty(%n) : tensor<?x6x7x7xf32>
  %o1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x6x7x7xf32>) -> tensor<?x6x7x7xf32>
  %r1 = linalg.conv_2d_nchw_fchw ins(%b, %w1 : tensor<?x4x7x7xf32>, tensor<6x4x1x1xf32>) outs(%o1 : tensor<?x6x7x7xf32>) -> tensor<?x6x7x7xf32>
  return %r, %r1 : tensor<2x5x4x4xf32>, tensor<?x6x7x7xf32>
}
