// Implicit GEMM by window: with channel-blocks=32 strata-linalg-conv-to-im2col
// sums a convolution of 32 channels over (kh, kw, c), the filter transposed
// to [F, KH, KW, C] by a kernel of its own, so that a K step of 32 of the
// tensor-core product (allow-conv-tf32) lies in one window offset. The
// product then computes the im2col in its staging (fuse-producers=auto, the
// default): the step's (kh, kw) from its start alone, the window's clamped
// indices and bounds once for the thread's 16 elements, which differ only
// by their channel, and the interior blocks carry the next step's elements
// in registers, unchecked. The gathered matrix is never written.
// RUN: strata-opt %s --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{fold-padding=true channel-blocks=32},one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,func.func(strata-linalg-promote-to-gpu{allow-conv-tf32 target-blocks=2}),cse)' -split-input-file | FileCheck %s
// The GPU pipeline orders the sums by window under allow-conv-tf32 (and
// allow-tf32), and only then: the exact products are SIMT kernels, which
// read the gathered matrix, and the transposition would be a kernel more.
// It puts the two images of @downsample among one product's columns
// (conv-batch-columns): im2col's loops (kh, kw, c, n, oh, ow).
// RUN: strata-opt %s --strata-linalg-to-gpu='allow-conv-tf32 target-blocks=2' -split-input-file | FileCheck %s --check-prefix=PIPELINE
// RUN: strata-opt %s --strata-linalg-to-gpu='target-blocks=2' -split-input-file | FileCheck %s --check-prefix=EXACT
// Nor for a product of fewer tiles than the tensor cores take (half of
// target-blocks: 132 by default), which stays exact on a SIMT kernel.
// RUN: strata-opt %s --strata-linalg-to-gpu='allow-conv-tf32' -split-input-file | FileCheck %s --check-prefix=EXACT
// The differential check runs the functions before the passes and after
// each, every lane of every kernel interpreted (the sums' order changes,
// their rounding with it); the pipeline's later passes on kernels have
// their own tests.
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-4 --strata-diff-check-atol=1e-4 --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{fold-padding=true channel-blocks=32 fold-batch-below=1024},one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,func.func(strata-linalg-promote-to-gpu{allow-conv-tf32 target-blocks=2}),gpu-kernel-outlining)' -split-input-file > /dev/null
// With cp.async stages (tensor-core-stages=2, and 3 in dynamic shared
// memory), the computed operand is copied into the ring 4 bytes an
// element: each copy reads the window's clamped pixel where it lies inside
// the image and fills zero elsewhere (srcElements 0), no register holding
// the element between the copies and the products.
// RUN: strata-opt %s --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{fold-padding=true channel-blocks=32},one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,func.func(strata-linalg-promote-to-gpu{allow-conv-tf32 target-blocks=2 tensor-core-stages=2}),cse)' -split-input-file | FileCheck %s --check-prefix=COPIES
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-4 --strata-diff-check-atol=1e-4 --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{fold-padding=true channel-blocks=32 fold-batch-below=1024},one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,func.func(strata-linalg-promote-to-gpu{allow-conv-tf32 target-blocks=2 tensor-core-stages=2}),gpu-kernel-outlining)' -split-input-file > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-4 --strata-diff-check-atol=1e-4 --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{fold-padding=true channel-blocks=32 fold-batch-below=1024},one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,func.func(strata-linalg-promote-to-gpu{allow-conv-tf32 target-blocks=2 tensor-core-stages=3 tensor-core-shared-bytes=98304}),gpu-kernel-outlining,strata-gpu-dynamic-workgroup-memory)' -split-input-file > /dev/null
// COPIES-LABEL: func.func @window
// COPIES: nvgpu.device_async_copy %{{.*}}, 4 {bypassL1} : memref<64x128xf32> to memref<2x64x36xf32, #gpu.address_space<workgroup>>
// COPIES: %[[READ:.*]] = arith.select %{{.*}}, %c1, %c0 : index
// COPIES-NEXT: nvgpu.device_async_copy %arg0[{{.*}}], %{{.*}}[%c0, {{.*}}], 1, %[[READ]] : memref<1x32x8x8xf32> to memref<2x32x72xf32, #gpu.address_space<workgroup>>
// COPIES: nvgpu.device_async_create_group
// COPIES-NOT: memref.store {{.*}} memref<2x32x72xf32, #gpu.address_space<workgroup>>
// COPIES: scf.for
// With fuse-producers=false the gather is its own kernel again.
// RUN: strata-opt %s --strata-linalg-to-gpu='allow-conv-tf32 target-blocks=2 fuse-producers=false' -split-input-file | FileCheck %s --check-prefix=APART

// A 2x2 window padded on the top and left, an image of 8x8 pixels: one
// whole 64x64 tile of C, whose interior path runs.
// CHECK-LABEL: func.func @window
// CHECK: linalg.generic {{.*}} ins(%arg1 : memref<64x32x2x2xf32>) outs(%{{.*}} : memref<64x2x2x32xf32>)
// CHECK: gpu.launch
// The interior blocks' loop carries A's vectors and the 16 computed elements.
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c32 iter_args({{.*}}) -> ({{.*}}vector<4xf32>, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK: gpu.barrier
// CHECK: %[[NEXT:.*]] = arith.minui
// CHECK: arith.divui %[[NEXT]], %c32 : index
// CHECK: arith.remui %[[NEXT]], %c32 : index
// CHECK: %[[H:.*]] = arith.minsi
// CHECK: %[[W:.*]] = arith.minsi
// CHECK-COUNT-16: memref.load %arg0[%{{.*}}, %{{.*}}, %[[H]], %[[W]]] : memref<1x32x8x8xf32>
// CHECK: gpu.subgroup_mma_compute
// CHECK-NOT: linalg.generic
// CHECK: return

// PIPELINE-LABEL: func.func @window
// PIPELINE-NOT: memref<1x2x2x32x8x8xf32>
// PIPELINE: memref.alloc() {{.*}} : memref<64x2x2x32xf32>
// PIPELINE: gpu.launch_func {{.*}} args(%{{.*}} : memref<64x4x32xf32>, %{{.*}} : memref<64x32x4xf32>)
// PIPELINE-NOT: memref<1x2x2x32x8x8xf32>
// PIPELINE: gpu.launch_func {{.*}} args(%{{.*}} : memref<64x128xf32>, %arg0 : memref<1x32x8x8xf32>,
// PIPELINE-NOT: memref<1x2x2x32x8x8xf32>
// PIPELINE: gpu.module
// PIPELINE: gpu.subgroup_mma_compute

// EXACT-LABEL: func.func @window
// EXACT: memref.alloc() {{.*}} : memref<1x32x2x2x8x8xf32>
// EXACT-NOT: memref<64x2x2x32xf32>
// EXACT: gpu.module

// APART-LABEL: func.func @window
// APART: memref<1x2x2x32x8x8xf32>
func.func @window(%x: tensor<1x32x8x8xf32>, %w: tensor<64x32x2x2xf32>) -> tensor<1x64x8x8xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 0, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %z : f32
  } : tensor<1x32x8x8xf32> to tensor<1x32x9x9xf32>
  %e = tensor.empty() : tensor<1x64x8x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x32x9x9xf32>, tensor<64x32x2x2xf32>) outs(%f : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  return %c : tensor<1x64x8x8xf32>
}

// -----

// Edge blocks: 4x4 outputs, 16 columns, under the tile's 64: no interior
// block, every element checked against the bounds (K too: 32 channels of a
// 2x2 window, stride 2, unpadded).
// CHECK-LABEL: func.func @edges
// CHECK: gpu.launch
// CHECK: scf.for
// CHECK: scf.if
// CHECK: memref.load %arg0{{.*}} : memref<1x32x9x9xf32>
// CHECK-NOT: linalg.generic
// CHECK: return
// PIPELINE-LABEL: func.func @edges
// PIPELINE-NOT: memref<1x2x2x32x4x4xf32>
// PIPELINE: gpu.module
// EXACT-LABEL: func.func @edges
// EXACT: memref<1x32x2x2x4x4xf32>
// APART-LABEL: func.func @edges
func.func @edges(%x: tensor<1x32x9x9xf32>, %w: tensor<64x32x2x2xf32>) -> tensor<1x64x4x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x64x4x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %w : tensor<1x32x9x9xf32>, tensor<64x32x2x2xf32>) outs(%f : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
  return %c : tensor<1x64x4x4xf32>
}

// -----

// A 1x1 convolution of stride 2 (resnet's downsampling): its gather
// subsamples, one channel a K index, and the product computes it too.
// CHECK-LABEL: func.func @downsample
// CHECK-NOT: linalg.generic
// CHECK: gpu.launch
// CHECK: memref.load %arg0{{.*}} : memref<2x32x8x8xf32>
// CHECK-NOT: linalg.generic
// CHECK: return
// PIPELINE-LABEL: func.func @downsample
// PIPELINE-NOT: memref<32x1x1x2x4x4xf32>
// PIPELINE: gpu.module
// EXACT-LABEL: func.func @downsample
// EXACT: memref<32x1x1x2x4x4xf32>
// APART-LABEL: func.func @downsample
// APART: memref<32x1x1x2x4x4xf32>
func.func @downsample(%x: tensor<2x32x8x8xf32>, %w: tensor<64x32x1x1xf32>) -> tensor<2x64x4x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x64x4x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %w : tensor<2x32x8x8xf32>, tensor<64x32x1x1xf32>) outs(%f : tensor<2x64x4x4xf32>) -> tensor<2x64x4x4xf32>
  return %c : tensor<2x64x4x4xf32>
}
