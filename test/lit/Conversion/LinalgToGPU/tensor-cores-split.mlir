// strata-linalg-promote-to-gpu splits K on the tensor cores as on the SIMT
// kernel: a product of too few 64x64 blocks for the chip (under half of
// target-blocks) and a long static K gives each block a split of K, a
// multiple of the 32-long step; the blocks store their sums into a
// workspace [split, batch, m, n] and a second launch adds C's start and the
// splits in order, then the epilogues. The differential check interprets
// both launches (vector staging inside each split, element staging in the
// ragged last split).
// RUN: strata-opt %s --strata-linalg-promote-to-gpu | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-5 --strata-diff-check-atol=1e-5 --strata-linalg-promote-to-gpu --gpu-kernel-outlining > /dev/null
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{split-k=1}))' | FileCheck %s --check-prefix=WHOLE
// The 128x128 tiles split K the same way, each band of the epilogue storing
// its sums into the workspace (tensor-cores-large-four-warps.mlir has the
// differential check of a split product on them).
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-tile=128 tensor-core-warps=8}))' | FileCheck %s --check-prefix=LARGE
// A tensor-core product splits below target-blocks blocks, not below half
// of it as the SIMT kernel does (a tensor-core block is four warps, a few
// to an SM): two blocks under target-blocks=3 split K in two.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{target-blocks=3}))' | FileCheck %s --check-prefix=WINDOW
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{target-blocks=2}))' | FileCheck %s --check-prefix=ENOUGH

// M = N = 64 is one block; K = 200 is three splits of 96 (the last of 8):
// at most K / 64 splits, each rounded up to whole steps.
// CHECK-LABEL: func.func @split
// CHECK: %[[P:.*]] = memref.alloc() : memref<3x1x64x64xf32>
// CHECK: gpu.launch blocks({{.*}} = %c3{{.*}}) threads({{.*}}) in ({{.*}} = %c128
// CHECK: arith.minui
// CHECK: gpu.subgroup_mma_compute
// CHECK: memref.store %{{.*}}, %[[P]][{{.*}}] : memref<3x1x64x64xf32>
// CHECK: gpu.launch
// CHECK: memref.load %[[P]]
// CHECK: arith.maximumf
// CHECK: memref.dealloc %[[P]]
// LARGE-LABEL: func.func @split
// LARGE: %[[P:.*]] = memref.alloc() : memref<3x1x64x64xf32>
// LARGE: gpu.launch blocks({{.*}} = %c3{{.*}}) threads({{.*}}) in ({{.*}} = %c256
// LARGE-COUNT-2: gpu.subgroup_mma_store_matrix
// LARGE-NEXT: gpu.barrier
// LARGE: memref.store %{{.*}}, %[[P]][{{.*}}] : memref<3x1x64x64xf32>
// LARGE: gpu.launch
// LARGE: memref.load %[[P]]
// WHOLE-LABEL: func.func @split
// WHOLE-NOT: memref.alloc() : memref<{{.*}}x1x64x64xf32>
// WHOLE: return
func.func @split(%a: memref<64x200xbf16>, %b: memref<200x64xbf16>, %c: memref<64x64xf32>, %r: memref<64x64xf32>) {
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<64x64xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<64x200xbf16>, memref<200x64xbf16>) outs(%c : memref<64x64xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (m, n)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%c : memref<64x64xf32>) outs(%r : memref<64x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.maximumf %x, %z : f32
    linalg.yield %m : f32
  }
  return
}

// Batched, summed onto C (no fill: the second launch starts from C), and
// an N of 40 whose only block is at the edge: every split stages elements.
// CHECK-LABEL: func.func @split_batched
// CHECK: memref.alloc() : memref<{{[0-9]+}}x2x64x40xf32>
// CHECK: memref.load %{{.*}} : memref<2x64x40xf32>
func.func @split_batched(%a: memref<2x64x256xf16>, %b: memref<2x256x40xf16>, %c: memref<2x64x40xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<2x64x256xf16>, memref<2x256x40xf16>) outs(%c : memref<2x64x40xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// WINDOW-LABEL: func.func @window
// WINDOW: memref.alloc() : memref<2x1x128x64xf32>
// WINDOW: gpu.launch blocks({{.*}} = %c2{{.*}}) threads
// ENOUGH-LABEL: func.func @window
// ENOUGH-NOT: memref.alloc() : memref<{{.*}}x1x128x64xf32>
// ENOUGH: return
func.func @window(%a: memref<128x256xbf16>, %b: memref<256x64xbf16>, %c: memref<128x64xf32>) {
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<128x64xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<128x256xbf16>, memref<256x64xbf16>) outs(%c : memref<128x64xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
