// 128x128 tensor-core tiles with four warps (tensor-core-warps=4): each
// warp holds 4x4 fragments, 64x64 of C, and stores them for the epilogue
// in four bands of 16 rows of each warp row. One whole block (vector
// staging) and a ragged last K step, and a small product whose K is split
// in two (split-k=2: each block's bands store into the workspace, a second
// launch adds them); the differential checks, without and with the split,
// interpret every lane
// (tensor-cores-large.mlir checks the eight-warp kernel).
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-tile=128 tensor-core-warps=4 tensor-core-stages=1 split-k=2}))' | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-4 --strata-diff-check-atol=1e-4 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-tile=128 tensor-core-warps=4 tensor-core-stages=1}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-4 --strata-diff-check-atol=1e-4 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-tile=128 tensor-core-warps=4 tensor-core-stages=1 split-k=2}),gpu-kernel-outlining)' > /dev/null

// CHECK-LABEL: func.func @bf16
// CHECK: threads({{.*}}) in (%{{.*}} = %c128{{.*}}) workgroup(%{{.*}} : memref<128x40xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x136xbf16, #gpu.address_space<workgroup>>, %[[CS:.*]] : memref<32x132xf32, #gpu.address_space<workgroup>>)
// CHECK: vector.load %{{.*}} : memref<128x40xbf16>, vector<8xbf16>
// CHECK-COUNT-4: gpu.subgroup_mma_store_matrix %{{.*}}, %[[CS]]
// CHECK-NEXT: gpu.barrier
// CHECK-LABEL: func.func @split
// CHECK: %[[P:.*]] = memref.alloc() : memref<2x1x48x40xf32>
// CHECK: memref.store %{{.*}}, %[[P]][{{.*}}] : memref<2x1x48x40xf32>
// CHECK: gpu.launch
// CHECK: memref.load %[[P]]
func.func @bf16(%a: memref<128x40xbf16>, %b: memref<40x128xbf16>, %c: memref<128x128xf32>) {
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<128x128xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<128x40xbf16>, memref<40x128xbf16>) outs(%c : memref<128x128xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

func.func @split(%a: memref<48x64xbf16>, %b: memref<64x40xbf16>, %c: memref<48x40xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<48x64xbf16>, memref<64x40xbf16>) outs(%c : memref<48x40xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
