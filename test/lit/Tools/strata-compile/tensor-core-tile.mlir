// --tensor-core-tile and --tensor-core-warps choose the tensor-core kernels'
// tiles (strata-linalg-promote-to-gpu's options of the same names, through
// strata-linalg-to-gpu's): 64x64 by default, 128x128 of eight warps with
// --tensor-core-tile=128 (four with --tensor-core-warps=4), the cost
// model's choice with 0 (here 64x64: the 16 tiles of 128x128 are far
// fewer than target-blocks). Both are cuda flags, and the pass checks their
// values. strata-run takes them too.
// RUN: strata-compile %s --target=cuda --emit=gpu | FileCheck %s --check-prefix=SMALL
// RUN: strata-compile %s --target=cuda --emit=gpu --tensor-core-tile=128 --tensor-core-warps=8 | FileCheck %s --check-prefix=LARGE
// RUN: strata-compile %s --target=cuda --emit=gpu --tensor-core-tile=128 --tensor-core-warps=4 --tensor-core-stages=1 | FileCheck %s --check-prefix=FOUR
// RUN: strata-compile %s --target=cuda --emit=gpu --tensor-core-tile=0 | FileCheck %s --check-prefix=SMALL
// RUN: strata-compile %s --target=cuda --tensor-core-tile=128 --tensor-core-warps=8 | FileCheck %s --check-prefix=PTX
// RUN: strata-opt %s --strata-linalg-to-gpu='tensor-core-tile=128 tensor-core-warps=8' | FileCheck %s --check-prefix=LARGE
// RUN: strata-opt %s --strata-linalg-to-gpu='tensor-core-tile=0 tensor-core-warps=4' | FileCheck %s --check-prefix=SMALL
// RUN: not strata-compile %s --tensor-core-tile=128 --tensor-core-warps=8 -o %t.so 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not strata-compile %s --target=cuda --tensor-core-tile=96 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not strata-run %s --tensor-core-warps=8 --random-inputs 2>&1 | FileCheck %s --check-prefix=INTERP
// RUN: not strata-opt %s --strata-linalg-to-gpu='tensor-core-tile=big' 2>&1 | FileCheck %s --check-prefix=OPTION

// SMALL: gpu.func @mm_kernel({{.*}}) workgroup(%{{.*}} : memref<64x40xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x72xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<64x68xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 128, 1, 1>
// LARGE: gpu.func @mm_kernel({{.*}}) workgroup(%{{.*}} : memref<128x40xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x136xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x132xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>
// FOUR: gpu.func @mm_kernel({{.*}}) workgroup(%{{.*}} : memref<128x40xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x136xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x132xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 128, 1, 1>
// PTX: .shared .align 16 .b8 {{.*}}[10240]
// PTX: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// CPU: error: --tensor-core-tile applies to --target=cuda (the GPU kernels), not --target=cpu
// VALUE: tensor-core-tile must be 0, 64 or 128, got 96
// INTERP: strata-run: error: --tensor-core-warps applies to --target=cuda (the GPU kernels), not --target=interp
// OPTION: pipeline 'strata-linalg-to-gpu' takes the options allow-tf32 and allow-conv-tf32 (each true or false), tensor-core-tile, tensor-core-warps, tensor-core-stages, tensor-core-shared-bytes, tensor-core-min-blocks, target-blocks, simt-unroll, simt-min-blocks, simt-stages, simt-target-blocks, simt-split-target-blocks and simt-min-vector-width (each a number) and simt-vectors, fuse-producers, reciprocal-division, conv-batch-columns and fp-contract (each true or false; fuse-producers also auto), got 'tensor-core-tile=big'
func.func @mm(%a: tensor<512x256xbf16>, %b: tensor<256x512xbf16>) -> tensor<512x512xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x512xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<512x256xbf16>, tensor<256x512xbf16>) outs(%c : tensor<512x512xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<512x512xf32>
  return %r : tensor<512x512xf32>
}
