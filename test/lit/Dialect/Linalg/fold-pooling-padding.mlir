// strata-linalg-fold-pooling-padding: a 2-D NCHW pooling of a tensor.pad
// that pads H and W with one value, read by the pooling alone, becomes a
// linalg.generic over the pooling's loops reading the unpadded input (the
// window position less the low padding, clamped, and the padding value
// where it leaves the input), with the pooling's body; the pad goes.
// Poolings whose pad does not fold are left alone. The differential
// checks compare the results at zero tolerance on tensors, and through
// the CPU loops and the GPU pipeline (every kernel interpreted).
// RUN: strata-opt %s -split-input-file --strata-linalg-fold-pooling-padding | FileCheck %s
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --pass-pipeline='builtin.module(strata-linalg-fold-pooling-padding,strata-linalg-to-loops)' > /dev/null
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --pass-pipeline='builtin.module(strata-linalg-fold-pooling-padding,strata-linalg-to-gpu)' > /dev/null
// The GPU pipeline folds it: the pooling's kernel reads the unpadded input.
// RUN: strata-opt %s -split-input-file --strata-linalg-to-gpu | FileCheck %s --check-prefix=GPU

// resnet's max pooling: 3x3 windows of stride 2, padded by 1 with -inf.
// CHECK-LABEL: func.func @max
// CHECK-NOT: tensor.pad
// CHECK: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%{{.*}} : tensor<3x3xf32>) outs(%{{.*}} : tensor<2x3x4x4xf32>)
// CHECK: ^bb0(%{{.*}}: f32, %[[ACC:.*]]: f32):
// CHECK: %[[H:.*]] = arith.minsi
// CHECK: %[[W:.*]] = arith.minsi
// CHECK: %[[X:.*]] = tensor.extract %arg0[%{{.*}}, %{{.*}}, %[[H]], %[[W]]] : tensor<2x3x8x8xf32>
// CHECK: %[[V:.*]] = arith.select %{{.*}}, %[[X]], %[[NINF]] : f32
// CHECK: arith.maximumf %[[ACC]], %[[V]] : f32
// GPU-LABEL: func.func @max
// GPU-NOT: memref<2x3x10x10xf32>
// GPU: gpu.launch_func {{.*}} args({{.*}}%arg0 : memref<2x3x8x8xf32>
// GPU-NOT: memref<2x3x10x10xf32>
func.func @max(%x: tensor<2x3x8x8xf32>) -> tensor<2x3x4x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %ninf : f32
  } : tensor<2x3x8x8xf32> to tensor<2x3x10x10xf32>
  %w = tensor.empty() : tensor<3x3xf32>
  %e = tensor.empty() : tensor<2x3x4x4xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%p, %w : tensor<2x3x10x10xf32>, tensor<3x3xf32>) outs(%f : tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32>
  return %r : tensor<2x3x4x4xf32>
}

// -----

// A sum (average pooling counting the padding) over dilated 2x2 windows,
// padded unevenly with zeros, a dynamic batch, f16.
// CHECK-LABEL: func.func @sum_dynamic
// CHECK-NOT: tensor.pad
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<?x2x3x2xf16>)
// CHECK: tensor.extract %arg0[{{.*}}] : tensor<?x2x5x4xf16>
// CHECK: arith.addf
// GPU-LABEL: func.func @sum_dynamic
func.func @sum_dynamic(%x: tensor<?x2x5x4xf16>, %init: tensor<?x2x3x2xf16>) -> tensor<?x2x3x2xf16> {
  %z = arith.constant 0.0 : f16
  %p = tensor.pad %x low[0, 0, 0, 1] high[0, 0, 0, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %z : f16
  } : tensor<?x2x5x4xf16> to tensor<?x2x5x6xf16>
  %w = tensor.empty() : tensor<2x2xf16>
  %r = linalg.pooling_nchw_sum {dilations = dense<2> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>} ins(%p, %w : tensor<?x2x5x6xf16>, tensor<2x2xf16>) outs(%init : tensor<?x2x3x2xf16>) -> tensor<?x2x3x2xf16>
  return %r : tensor<?x2x3x2xf16>
}

// -----

// Left alone: a pad also read by another op, a pad of the channels, and a
// padding value that depends on the position.
// CHECK-LABEL: func.func @unfolded
// CHECK-COUNT-3: tensor.pad
// CHECK-COUNT-3: linalg.pooling_nchw_max
// GPU-LABEL: func.func @unfolded
func.func @unfolded(%x: tensor<1x2x4x4xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x2x6x6xf32>, tensor<1x4x3x3xf32>, tensor<1x2x3x3xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %ninf : f32
  } : tensor<1x2x4x4xf32> to tensor<1x2x6x6xf32>
  %pc = tensor.pad %x low[0, 1, 1, 1] high[0, 1, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %ninf : f32
  } : tensor<1x2x4x4xf32> to tensor<1x4x6x6xf32>
  %pi = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    %c = arith.index_cast %k : index to i32
    %v = arith.sitofp %c : i32 to f32
    tensor.yield %v : f32
  } : tensor<1x2x4x4xf32> to tensor<1x2x6x6xf32>
  %w = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%p, %w : tensor<1x2x6x6xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %ec = tensor.empty() : tensor<1x4x3x3xf32>
  %fc = linalg.fill ins(%ninf : f32) outs(%ec : tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  %rc = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%pc, %w : tensor<1x4x6x6xf32>, tensor<2x2xf32>) outs(%fc : tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  %ri = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%pi, %w : tensor<1x2x6x6xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %r, %p, %rc, %ri : tensor<1x2x3x3xf32>, tensor<1x2x6x6xf32>, tensor<1x4x3x3xf32>, tensor<1x2x3x3xf32>
}
