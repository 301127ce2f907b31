// strata-linalg-promote-to-gpu's cost model: each thread computes rm
// rows x rn columns of C (1 to 8 each). 8 x 8 where that leaves four
// blocks for each of the SIMT target (simt-target-blocks, by default half
// of target-blocks: 132) and K is at least 256; else 8 x 4 where that
// leaves the target, or half of it with K at least 256 (an H100's timings of BERT-base's and GPT-2's
// products, bench/gpu/results/h100-tune-2026-12-07d.txt); else the most
// elements that still leave the target, so that the chip stays full.
// Small products keep one element per thread; the differential checks of
// register tiles are in promote-to-gpu.mlir (these sizes are too big to
// interpret). A product of few blocks and a long K is also split along
// K (@deep, @square).
// RUN: strata-opt %s --strata-linalg-promote-to-gpu | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{target-blocks=1}))' | FileCheck %s --check-prefix=FEW
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{split-k=1}))' | FileCheck %s --check-prefix=NOSPLIT
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{simt-split-target-blocks=132}))' | FileCheck %s --check-prefix=SPLIT132

// 1024 x 1024: 64 x 64 blocks of 16 x 16 threads at one element each;
// 8 x 8 per thread would leave 64 blocks, 8 x 4 leaves 8 x 16 = 128 (at
// least half of 132): A's tile is 128 x 16, B's 16 x 64, the interior
// blocks' tiles hold two K steps of 16 (32 rows, padded to 132 and 68
// columns), and the loops carry 32 sums. 128 blocks are under the split's
// target (264), so K splits in 3 (384 blocks), each writing its 32 sums
// to a workspace that a second launch adds.
// CHECK-LABEL: func.func @square
// CHECK: %[[SQW:.*]] = memref.alloc() : memref<3x1x1024x1024xf32>
// CHECK: gpu.launch
// CHECK-SAME: workgroup(%{{.*}} : memref<128x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x64xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x132xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x68xf32, #gpu.address_space<workgroup>>)
// CHECK: scf.for {{.*}} -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32,
// CHECK-COUNT-32: memref.store {{.*}}, %[[SQW]][
// CHECK: gpu.terminator
// FEW-LABEL: func.func @square
// FEW: workgroup(%{{.*}} : memref<128x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x128xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x132xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x132xf32, #gpu.address_space<workgroup>>)
func.func @square(%a: memref<1024x1024xf32>, %b: memref<1024x1024xf32>, %c: memref<1024x1024xf32>) {
  linalg.matmul ins(%a, %b : memref<1024x1024xf32>, memref<1024x1024xf32>) outs(%c : memref<1024x1024xf32>)
  return
}

// A batch of 32 products of 3136 x 64 (a convolution's im2col per image,
// the filter shared): N = 64 takes at most 4 columns per thread, then
// 8 rows still make 25 x 32 = 800 blocks (the interior tiles two K steps).
// CHECK-LABEL: func.func @batched_conv
// CHECK: workgroup(%{{.*}} : memref<128x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x65xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x132xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x68xf32, #gpu.address_space<workgroup>>)
// FEW-LABEL: func.func @batched_conv
// FEW: workgroup(%{{.*}} : memref<128x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x65xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x132xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x68xf32, #gpu.address_space<workgroup>>)
func.func @batched_conv(%a: memref<32x3136x576xf32>, %b: memref<64x576xf32>, %c: memref<32x3136x64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<32x3136x576xf32>, memref<64x576xf32>) outs(%c : memref<32x3136x64xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// A row vector times a matrix (batch 1's linear layer): one row, so one
// element per thread down M; 512 columns are 32 blocks already, under
// the target, so one across too, and K (256) split in 4 for 128 blocks.
// CHECK-LABEL: func.func @row
// CHECK: memref.alloc() : memref<4x1x1x512xf32>
// CHECK: workgroup(%{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>)
// FEW-LABEL: func.func @row
// FEW: workgroup(%{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x128xf32, #gpu.address_space<workgroup>>)
func.func @row(%a: memref<1x256xf32>, %b: memref<256x512xf32>, %c: memref<1x512xf32>) {
  linalg.matmul ins(%a, %b : memref<1x256xf32>, memref<256x512xf32>) outs(%c : memref<1x512xf32>)
  return
}

// Dynamic sizes count as 1: one element per thread.
// CHECK-LABEL: func.func @dynamic
// CHECK: workgroup(%{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>)
func.func @dynamic(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}

// Few blocks and a long K (a last-stage convolution of a small image:
// 512 channels of 2 x 2 pixels, K = 4608): 32 blocks would each walk 288
// tiles of K. Split into 9 pieces (grid z = 9: 288 blocks, against
// target-blocks' 264, not the register tile's half of it), each block's
// partial sums into a workspace, and a second launch (one thread per
// element of C) adds C and the nine partials in order. --split-k=1 keeps
// one launch.
// CHECK-LABEL: func.func @deep
// CHECK: %[[W:.*]] = memref.alloc() : memref<9x1x512x4xf32>
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %{{.*}}, {{.*}} = %{{.*}}, {{.*}} = %c9)
// CHECK: arith.divui
// CHECK: arith.remui
// CHECK: memref.store {{.*}}, %[[W]][
// CHECK: gpu.terminator
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c8, {{.*}}) threads({{.*}}) in ({{.*}} = %c256,
// CHECK: memref.load %arg2
// CHECK: scf.for {{.*}} to %c9
// CHECK: memref.load %[[W]]
// CHECK: arith.addf
// CHECK: memref.store {{.*}}, %arg2
// CHECK: memref.dealloc %[[W]]
// simt-split-target-blocks=132: the split aims for the register tile's
// 132 blocks instead of target-blocks' 264, five pieces of 512 (160
// blocks), and splits below 67 blocks, so @square's 128 blocks of 8x4
// (the register tiles stay the default target's) are not split.
// SPLIT132-LABEL: func.func @square
// SPLIT132-NOT: memref.alloc
// SPLIT132: workgroup(%{{.*}} : memref<128x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x64xf32, #gpu.address_space<workgroup>>
// SPLIT132-LABEL: func.func @deep
// SPLIT132: memref.alloc() : memref<5x1x512x4xf32>
// NOSPLIT-LABEL: func.func @deep
// NOSPLIT-NOT: memref.alloc
// NOSPLIT: gpu.launch
// NOSPLIT-NOT: gpu.launch
// NOSPLIT: return
func.func @deep(%a: memref<512x4608xf32>, %b: memref<4608x4xf32>, %c: memref<512x4xf32>) {
  linalg.matmul ins(%a, %b : memref<512x4608xf32>, memref<4608x4xf32>) outs(%c : memref<512x4xf32>)
  return
}

// 4096^3 (the kernel table's f32 product): 8 x 8 leaves 32 x 32 = 1024
// blocks, at least four for each of 132, and K is long: 8 x 8, the
// interior tiles 132 columns wide for both operands.
// CHECK-LABEL: func.func @many
// CHECK: workgroup(%{{.*}} : memref<128x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x128xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x132xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x132xf32, #gpu.address_space<workgroup>>)
func.func @many(%a: memref<4096x4096xf32>, %b: memref<4096x4096xf32>, %c: memref<4096x4096xf32>) {
  linalg.matmul ins(%a, %b : memref<4096x4096xf32>, memref<4096x4096xf32>) outs(%c : memref<4096x4096xf32>)
  return
}

// As many blocks but K = 64 (attention's scores): 8 x 4.
// CHECK-LABEL: func.func @short_k
// CHECK: workgroup(%{{.*}} : memref<128x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x64xf32, #gpu.address_space<workgroup>>,
func.func @short_k(%a: memref<4096x64xf32>, %b: memref<64x4096xf32>, %c: memref<4096x4096xf32>) {
  linalg.matmul ins(%a, %b : memref<4096x64xf32>, memref<64x4096xf32>) outs(%c : memref<4096x4096xf32>)
  return
}

// BERT-base's attention P.V (96 products of 128 x 128 by 128 x 64): 8 x 4
// leaves 96 blocks, under the target, with K = 128 too short to make up
// for it (0.025 against 0.019 ms on an H100): 4 x 4, 192 blocks.
// CHECK-LABEL: func.func @few_short_k
// CHECK: workgroup(%{{.*}} : memref<64x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x64xf32, #gpu.address_space<workgroup>>,
func.func @few_short_k(%a: memref<96x128x128xf32>, %b: memref<96x128x64xf32>, %c: memref<96x128x64xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<96x128x128xf32>, memref<96x128x64xf32>) outs(%c : memref<96x128x64xf32>)
  return
}
