// The GPU pipelines copy the filter of a convolution of at least 64
// filters whose rows (C*KH*KW) are not a multiple of 16 bytes into rows
// padded to one (strata-linalg-conv-to-im2col{align-filter-rows=64}):
// resnet's stem, 64 filters of 3x7x7 = 147 f32, is read through a
// memref<64x147xf32, strided<[148, 1]>> view, whose rows the product's
// whole tiles stage with 16-byte vector loads (on the H100, with 128
// registers a thread instead of 146). The copy is one small kernel
// before the product. The differential check runs the function before
// the pipeline and after every pass, every kernel interpreted, on the
// tensor cores (target-blocks=2: the one 64x64 tile of C is enough).
// RUN: strata-compile %s --target=cuda --allow-conv-tf32 --target-blocks=2 --emit=gpu | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0.01 --strata-diff-check-atol=0.01 --strata-linalg-to-gpu='allow-conv-tf32 target-blocks=2' > /dev/null

// CHECK-LABEL: func.func @stem(
// CHECK: %[[PADDED:.*]] = memref.alloc() {{.*}} : memref<64x148xf32>
// CHECK: %[[ROWS:.*]] = memref.subview %[[PADDED]][0, 0] [64, 147] [1, 1] : memref<64x148xf32> to memref<64x147xf32, strided<[148, 1]>>
// CHECK: gpu.launch_func @stem_kernel_{{[0-9]+}}::@stem_kernel_{{[0-9]+}} {{.*}} args(%{{.*}} : memref<64x147xf32>, %[[ROWS]] : memref<64x147xf32, strided<[148, 1]>>)
// CHECK: gpu.launch_func @stem_kernel_{{[0-9]+}}::@stem_kernel_{{[0-9]+}} {{.*}} args(%[[ROWS]] : memref<64x147xf32, strided<[148, 1]>>,
// CHECK-LABEL: gpu.module @stem_kernel_
// CHECK: vector.load %{{.*}} : memref<64x147xf32, strided<[148, 1]>>, vector<4xf32>
// CHECK: gpu.subgroup_mma_compute
func.func @stem(%x: tensor<1x3x22x22xf32>, %w: tensor<64x3x7x7xf32>) -> tensor<1x64x8x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x64x8x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x22x22xf32>, tensor<64x3x7x7xf32>) outs(%f : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  return %c : tensor<1x64x8x8xf32>
}
