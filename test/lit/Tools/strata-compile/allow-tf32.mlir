// --allow-tf32 (PyTorch's torch.backends.cuda.matmul.allow_tf32) runs f32
// products on the tensor cores as tf32; without it they stay exact f32
// SIMT products. It is a cuda flag: the CPU target refuses it. The product
// has 16x18 tiles of 64x64, enough for the tensor cores to pay (a smaller
// one stays exact: tensor-cores-tf32.mlir).
// RUN: strata-compile %s --target=cuda --allow-tf32 | FileCheck %s --check-prefix=TF32
// RUN: strata-compile %s --target=cuda | FileCheck %s --check-prefix=EXACT
// RUN: strata-compile %s --target=cuda --allow-tf32 --emit=gpu | FileCheck %s --check-prefix=GPU
// RUN: strata-opt %s --strata-lower-to-gpu=allow-tf32 | FileCheck %s --check-prefix=NVVM
// RUN: not strata-compile %s --allow-tf32 -o %t.so 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not strata-opt %s --strata-linalg-to-gpu=tf32 2>&1 | FileCheck %s --check-prefix=OPTION

// TF32: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
// EXACT-NOT: mma.sync
// EXACT: fma.rn.f32
// GPU: gpu.subgroup_mma_compute {{.*}} : !gpu.mma_matrix<16x8xf32, "AOp">, !gpu.mma_matrix<8x16xf32, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
// NVVM: nvvm.mma.sync {{.*}}multiplicandAPtxType = #nvvm.mma_type<tf32>
// CPU: error: --allow-tf32 applies to --target=cuda (the GPU kernels), not --target=cpu
// OPTION: pipeline 'strata-linalg-to-gpu' takes the options allow-tf32 and allow-conv-tf32 (each true or false), tensor-core-tile, tensor-core-warps, tensor-core-stages, tensor-core-shared-bytes, tensor-core-min-blocks, target-blocks, simt-unroll, simt-min-blocks, simt-stages, simt-target-blocks, simt-split-target-blocks and simt-min-vector-width (each a number) and simt-vectors, fuse-producers, reciprocal-division, conv-batch-columns and fp-contract (each true or false; fuse-producers also auto), got 'tf32'
func.func @mm(%a: tensor<1024x64xf32>, %b: tensor<64x1152xf32>) -> tensor<1024x1152xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024x1152xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<1024x1152xf32>) -> tensor<1024x1152xf32>
  %r = linalg.matmul ins(%a, %b : tensor<1024x64xf32>, tensor<64x1152xf32>) outs(%c : tensor<1024x1152xf32>) -> tensor<1024x1152xf32>
  return %r : tensor<1024x1152xf32>
}
