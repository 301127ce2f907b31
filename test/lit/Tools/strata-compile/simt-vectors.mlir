// --simt-vectors (strata-linalg-promote-to-gpu's simt-vectors, through
// strata-linalg-to-gpu's) chooses whether the SIMT product kernels'
// interior blocks stage 16-byte vectors with the next K step in registers:
// true by default, false keeps every block on the checked path (for
// measuring one against the other). A cuda flag; strata-run takes it too.
// 1024x64 times 64x2048 of f32: 8x4 sums a thread (8 x 32 blocks of
// 128x64), so the interior path applies, its tiles two K steps of 16.
// RUN: strata-compile %s --target=cuda --emit=gpu | FileCheck %s --check-prefix=ON
// RUN: strata-compile %s --target=cuda --emit=gpu --simt-vectors | FileCheck %s --check-prefix=ON
// RUN: strata-compile %s --target=cuda --emit=gpu --simt-vectors=false | FileCheck %s --check-prefix=OFF
// RUN: strata-compile %s --target=cuda | FileCheck %s --check-prefix=PTX
// RUN: strata-opt %s --strata-linalg-to-gpu='simt-vectors=false' | FileCheck %s --check-prefix=OFF
// RUN: strata-opt %s --strata-lower-to-gpu='simt-vectors=true' | FileCheck %s --check-prefix=NVVM
// RUN: not strata-compile %s --simt-vectors=false -o %t.so 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not strata-compile %s --target=cuda --simt-vectors=maybe 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not strata-run %s --simt-vectors=false --random-inputs 2>&1 | FileCheck %s --check-prefix=INTERP
// RUN: not strata-opt %s --strata-linalg-to-gpu='simt-vectors=2' 2>&1 | FileCheck %s --check-prefix=OPTION

// ON: gpu.func @mm_kernel({{.*}}) workgroup(%{{.*}} : memref<128x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x64xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x132xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x68xf32, #gpu.address_space<workgroup>>)
// ON: vector.load %{{.*}} : memref<32x68xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// OFF: gpu.func @mm_kernel({{.*}}) workgroup(%{{.*}} : memref<128x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x64xf32, #gpu.address_space<workgroup>>) kernel
// OFF-NOT: vector.load
// PTX: ld.global.v4.f32
// PTX: ld.shared.v4.f32
// NVVM: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xf32>
// CPU: error: --simt-vectors applies to --target=cuda (the GPU kernels), not --target=cpu
// VALUE: simt-vectors
// INTERP: strata-run: error: --simt-vectors applies to --target=cuda (the GPU kernels), not --target=interp
// OPTION: pipeline 'strata-linalg-to-gpu' takes the options allow-tf32 and allow-conv-tf32 (each true or false), tensor-core-tile, tensor-core-warps, tensor-core-stages, tensor-core-shared-bytes, tensor-core-min-blocks, target-blocks, simt-unroll, simt-min-blocks, simt-stages, simt-target-blocks, simt-split-target-blocks and simt-min-vector-width (each a number) and simt-vectors, fuse-producers, reciprocal-division, conv-batch-columns and fp-contract (each true or false; fuse-producers also auto), got 'simt-vectors=2'
func.func @mm(%a: tensor<1024x64xf32>, %b: tensor<64x2048xf32>) -> tensor<1024x2048xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024x2048xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
  %r = linalg.matmul ins(%a, %b : tensor<1024x64xf32>, tensor<64x2048xf32>) outs(%c : tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
  return %r : tensor<1024x2048xf32>
}
