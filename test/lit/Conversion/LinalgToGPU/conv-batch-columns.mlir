// strata-linalg-to-gpu runs a batch of convolutions with few pixels an
// image as one product, the batch among its columns
// (strata-linalg-conv-to-im2col{fold-batch-below=1024}), whose consumer
// (a batch norm and a ReLU here) reads the sums with N and F swapped and
// runs in the product's kernel as its epilogue: the sums are stored to
// the NCHW result at the permuted index, never to a buffer of their own. conv-batch-columns=false leaves a product per
// image. The differential check runs the functions before the pipeline
// and after every pass (every thread of every kernel interpreted), with
// a batch of 3 for the dynamic one.
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-dim=3 --strata-linalg-to-gpu | FileCheck %s
// RUN: strata-opt %s --strata-linalg-to-gpu='conv-batch-columns=false' | FileCheck %s --check-prefix=OFF
// RUN: strata-compile %s --target=cuda --emit=gpu --conv-batch-columns=false | FileCheck %s --check-prefix=OFF
// RUN: not strata-compile %s --target=cuda --conv-batch-columns=maybe 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: takes the options {{.*}} reciprocal-division, conv-batch-columns and fp-contract (each true or false; fuse-producers also auto), got 'conv-batch-columns=maybe'

// CHECK-LABEL: func.func @conv_bn_relu
// CHECK-COUNT-2: gpu.launch_func
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK: gpu.func @{{.*}}(%{{.*}}: memref<3x3x3x2x4x4xf32>, %{{.*}}: memref<2x3x4x4xf32>) kernel
// CHECK: gpu.func @{{.*}}(%{{.*}}: memref<4x27xf32>, %{{.*}}: memref<27x32xf32>, %{{.*}}: memref<4xf32>, %{{.*}}: memref<2x4x16xf32>) workgroup
// CHECK: %[[SUM:.*]] = arith.maximumf
// CHECK: memref.store %[[SUM]], %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] : memref<2x4x16xf32>
// CHECK-NOT: memref.store
// OFF-LABEL: func.func @conv_bn_relu
// OFF: gpu.func @{{.*}}(%{{.*}}: memref<4x27xf32>, %{{.*}}: memref<2x27x16xf32>, %{{.*}}: memref<4xf32>, %{{.*}}: memref<2x4x16xf32>) workgroup
// OFF-LABEL: func.func @dynamic_batch
// OFF: gpu.func @{{.*}}(%{{.*}}: memref<5x4xf32>, %{{.*}}: memref<?x4x9xf32>, %{{.*}}: memref<?x5x3x3xf32>) workgroup
func.func @conv_bn_relu(%x: tensor<2x3x4x4xf32>, %w: tensor<4x3x3x3xf32>, %scale: tensor<4xf32>) -> tensor<2x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x3x4x4xf32> to tensor<2x3x6x6xf32>
  %e = tensor.empty() : tensor<2x4x4x4xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw ins(%p, %w : tensor<2x3x6x6xf32>, tensor<4x3x3x3xf32>) outs(%o : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(n, f, h, w) -> (n, f, h, w)>, affine_map<(n, f, h, w) -> (f)>, affine_map<(n, f, h, w) -> (n, f, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r, %scale : tensor<2x4x4x4xf32>, tensor<4xf32>) outs(%e : tensor<2x4x4x4xf32>) {
  ^bb0(%v: f32, %s: f32, %out: f32):
    %m = arith.mulf %v, %s : f32
    %relu = arith.maximumf %m, %zero : f32
    linalg.yield %relu : f32
  } -> tensor<2x4x4x4xf32>
  return %y : tensor<2x4x4x4xf32>
}

// CHECK-LABEL: func.func @dynamic_batch
// CHECK: gpu.func @{{.*}}(%{{.*}}: index, %{{.*}}: memref<5x4xf32>, %{{.*}}: memref<4x?xf32>, %{{.*}}: memref<?x5x3x3xf32>) workgroup
// CHECK: %[[RELU:.*]] = arith.maximumf
// CHECK: memref.store %[[RELU]], %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<?x5x3x3xf32>
// CHECK-NOT: memref.store
func.func @dynamic_batch(%x: tensor<?x4x5x5xf32>, %w: tensor<5x4x1x1xf32>) -> tensor<?x5x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x4x5x5xf32>
  %e = tensor.empty(%n) : tensor<?x5x3x3xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<?x5x3x3xf32>) -> tensor<?x5x3x3xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<?x4x5x5xf32>, tensor<5x4x1x1xf32>) outs(%o : tensor<?x5x3x3xf32>) -> tensor<?x5x3x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(n, f, h, w) -> (n, f, h, w)>, affine_map<(n, f, h, w) -> (n, f, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r : tensor<?x5x3x3xf32>) outs(%e : tensor<?x5x3x3xf32>) {
  ^bb0(%v: f32, %out: f32):
    %relu = arith.maximumf %v, %zero : f32
    linalg.yield %relu : f32
  } -> tensor<?x5x3x3xf32>
  return %y : tensor<?x5x3x3xf32>
}
