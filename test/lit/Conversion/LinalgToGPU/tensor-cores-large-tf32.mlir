// tf32's 128x128 tensor-core tiles: eight warps of 4x2 fragments (never
// four: 64x64 sums a warp would leave no registers for the fragments),
// one stage, and the epilogue's band one fragment row of one warp row at
// a time (the full band, 16.5 KB, beside the 35 KB of staged f32 tiles
// would pass the 48 KB). Only with tensor-core-tile=128: the cost model
// (tensor-core-tile=0) keeps tf32 on 64x64 tiles. The differential check
// interprets every lane: an interior block (vectors), the edge blocks and
// the ragged K step.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-tile=128 allow-tf32 target-blocks=2}))' | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-tile=128 tensor-core-warps=4 allow-tf32 target-blocks=2}))' | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-tile=128 tensor-core-stages=2 allow-tf32 target-blocks=2}))' | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-tile=0 allow-tf32 target-blocks=2}))' | FileCheck %s --check-prefix=AUTO
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-2 --strata-diff-check-atol=1e-2 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-tile=128 allow-tf32 target-blocks=2}),gpu-kernel-outlining)' > /dev/null

// CHECK-LABEL: func.func @tf32_batch_of_one
// CHECK: gpu.launch {{.*}} threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c256{{.*}}, %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}}) workgroup(%{{.*}} : memref<128x36xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x136xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x132xf32, #gpu.address_space<workgroup>>)
// CHECK: gpu.subgroup_mma_compute {{.*}} : !gpu.mma_matrix<16x8xf32, "AOp">, !gpu.mma_matrix<8x16xf32, "BOp">
// The band: each warp row in turn, the others' stores skipped.
// CHECK: scf.if
// CHECK: gpu.subgroup_mma_store_matrix
// AUTO-LABEL: func.func @tf32_batch_of_one
// AUTO: workgroup(%{{.*}} : memref<64x36xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x72xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<64x68xf32, #gpu.address_space<workgroup>>)
func.func @tf32_batch_of_one(%a: memref<1x136x40xf32>, %b: memref<1x40x264xf32>) -> memref<1x136x264xf32> {
  %z = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<1x136x264xf32>
  linalg.fill ins(%z : f32) outs(%c : memref<1x136x264xf32>)
  linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<1x136x40xf32>, memref<1x40x264xf32>) outs(%c : memref<1x136x264xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return %c : memref<1x136x264xf32>
}
