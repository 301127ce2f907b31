// --allow-conv-tf32 (PyTorch's torch.backends.cudnn.allow_tf32) runs the f32
// products of 2-D convolutions on the tensor cores as tf32 and leaves the
// matmuls exact: strata-linalg-conv-to-im2col marks its product
// strata.convolution, and strata-linalg-promote-to-gpu{allow-conv-tf32} maps
// only marked products to the tensor cores. --allow-tf32 covers matmuls, so
// both flags put both on the tensor cores. They are cuda flags: the CPU
// target and strata-run's other targets refuse them. Both products have
// enough 64x64 tiles (288 and 144) for the tensor cores to pay.
// RUN: strata-compile %s --target=cuda --allow-conv-tf32 --emit=gpu | FileCheck %s --check-prefix=CONV
// RUN: strata-compile %s --target=cuda --allow-conv-tf32 --allow-tf32 --emit=gpu | FileCheck %s --check-prefix=BOTH
// RUN: strata-compile %s --target=cuda --emit=gpu | FileCheck %s --check-prefix=EXACT
// RUN: strata-opt %s --strata-linalg-to-gpu='allow-conv-tf32 allow-tf32=false' | FileCheck %s --check-prefix=CONV
// RUN: strata-opt %s --strata-linalg-conv-to-im2col | FileCheck %s --check-prefix=MARK
// RUN: not strata-compile %s --allow-conv-tf32 -o %t.so 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not strata-run %s --entry mm --allow-conv-tf32 --random-inputs 2>&1 | FileCheck %s --check-prefix=RUNNER
// RUN: not strata-opt %s --strata-linalg-to-gpu='allow-conv-tf32=maybe' 2>&1 | FileCheck %s --check-prefix=OPTION

// CONV-LABEL: gpu.func @conv_kernel_0(
// CONV: gpu.subgroup_mma_compute {{.*}} : !gpu.mma_matrix<16x8xf32, "AOp">, !gpu.mma_matrix<8x16xf32, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
// CONV-LABEL: gpu.func @mm_kernel(
// CONV-NOT: gpu.subgroup_mma_compute
// CONV: math.fma
// CONV-NOT: gpu.subgroup_mma_compute
// BOTH-LABEL: gpu.func @conv_kernel_0(
// BOTH: gpu.subgroup_mma_compute {{.*}} : !gpu.mma_matrix<16x8xf32, "AOp">
// BOTH-LABEL: gpu.func @mm_kernel(
// BOTH: gpu.subgroup_mma_compute {{.*}} : !gpu.mma_matrix<16x8xf32, "AOp">
// EXACT-NOT: gpu.subgroup_mma_compute
// MARK-LABEL: func.func @conv(
// MARK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "reduction"]{{.*}} attrs = {strata.convolution}
// MARK-LABEL: func.func @mm(
// MARK-NOT: strata.convolution
// CPU: error: --allow-conv-tf32 applies to --target=cuda (the GPU kernels), not --target=cpu
// RUNNER: strata-run: error: --allow-conv-tf32 applies to --target=cuda (the GPU kernels), not --target=interp
// OPTION: pipeline 'strata-linalg-to-gpu' takes the options allow-tf32 and allow-conv-tf32 (each true or false), tensor-core-tile, tensor-core-warps, tensor-core-stages, tensor-core-shared-bytes, tensor-core-min-blocks, target-blocks, simt-unroll, simt-min-blocks, simt-stages, simt-target-blocks, simt-split-target-blocks and simt-min-vector-width (each a number) and simt-vectors, fuse-producers, reciprocal-division, conv-batch-columns and fp-contract (each true or false; fuse-producers also auto), got 'allow-conv-tf32=maybe'
func.func @conv(%x: tensor<2x16x98x98xf32>, %w: tensor<32x16x3x3xf32>) -> tensor<2x32x96x96xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x32x96x96xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x32x96x96xf32>) -> tensor<2x32x96x96xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%x, %w : tensor<2x16x98x98xf32>, tensor<32x16x3x3xf32>) outs(%f : tensor<2x32x96x96xf32>) -> tensor<2x32x96x96xf32>
  return %c : tensor<2x32x96x96xf32>
}

func.func @mm(%m: tensor<1024x256xf32>, %n: tensor<256x576xf32>) -> tensor<1024x576xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024x576xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1024x576xf32>) -> tensor<1024x576xf32>
  %p = linalg.matmul ins(%m, %n : tensor<1024x256xf32>, tensor<256x576xf32>) outs(%f : tensor<1024x576xf32>) -> tensor<1024x576xf32>
  return %p : tensor<1024x576xf32>
}
