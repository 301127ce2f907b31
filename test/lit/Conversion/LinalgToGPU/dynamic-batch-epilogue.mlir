// RUN: strata-opt %s --strata-diff-check --strata-diff-check-dim=3 --strata-linalg-to-gpu='conv-batch-columns=false' | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-dim=3 --strata-linalg-to-gpu | FileCheck %s --check-prefix=COLUMNS

// A convolution over a dynamic batch, its fill and its bias and ReLU in
// the dynamic form torch-to-linalg writes (each size a tensor.dim of the
// value before, a memref.dim between the product and the epilogue after
// bufferization): the fill and the epilogue run in the product's kernel,
// as with a static batch. The other launch is the im2col gather: the
// product's buffer, seen through a reshape, is the returned one (no copy
// into a fresh one). With the batch among the product's columns (the
// default; conv-batch-columns.mlir) the epilogue stores into the returned
// buffer itself too.
// COLUMNS-LABEL: func.func @conv_bias_relu(
// COLUMNS-COUNT-2: gpu.launch_func
// COLUMNS-NOT:     gpu.launch_func
// COLUMNS:       gpu.func @conv_bias_relu_kernel_0(%{{.*}}: index, %{{.*}}: memref<4x18xf32>, %{{.*}}: memref<18x?xf32>, %{{.*}}: memref<4xf32>, %{{.*}}: memref<?x4x3x3xf32>) workgroup
// COLUMNS:         arith.maximumf
// CHECK-LABEL: func.func @conv_bias_relu(
// CHECK-COUNT-2: gpu.launch_func
// CHECK-NOT:     gpu.launch_func
// CHECK:       return %[[RESULT:.*]] : memref<?x4x3x3xf32>
// CHECK:       gpu.func @conv_bias_relu_kernel_0(%{{.*}}: memref<4x18xf32>, %{{.*}}: memref<?x18x9xf32>, %{{.*}}: memref<4xf32>, %{{.*}}: memref<?x4x3x3xf32>) workgroup
// CHECK:         arith.maximumf
func.func @conv_bias_relu(%x: tensor<?x2x5x5xf32>, %w: tensor<4x2x3x3xf32>, %b: tensor<4xf32>) -> tensor<?x4x3x3xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x2x5x5xf32>
  %e = tensor.empty(%n) : tensor<?x4x3x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x4x3x3xf32>) -> tensor<?x4x3x3xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<?x2x5x5xf32>, tensor<4x2x3x3xf32>) outs(%f : tensor<?x4x3x3xf32>) -> tensor<?x4x3x3xf32>
  %m = tensor.dim %c, %c0 : tensor<?x4x3x3xf32>
  %e2 = tensor.empty(%m) : tensor<?x4x3x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %b : tensor<?x4x3x3xf32>, tensor<4xf32>) outs(%e2 : tensor<?x4x3x3xf32>) {
  ^bb0(%a: f32, %bias: f32, %o: f32):
    %s = arith.addf %a, %bias : f32
    %t = arith.maximumf %s, %zero : f32
    linalg.yield %t : f32
  } -> tensor<?x4x3x3xf32>
  return %r : tensor<?x4x3x3xf32>
}
