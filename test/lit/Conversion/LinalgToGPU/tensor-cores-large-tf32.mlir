// tf32's 128x128 tensor-core tiles would need 52 KB of workgroup memory,
// more than a block's static 48 KB: with tensor-core-tile=128 (and with
// the cost model's choice) an f32 product allowed tf32 keeps the 64x64
// tiles, whose kernel tensor-cores-tf32.mlir checks under the interpreter.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-tile=128 allow-tf32 target-blocks=2}))' | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-tile=0 allow-tf32 target-blocks=2}))' | FileCheck %s

// CHECK-LABEL: func.func @tf32_batched
// CHECK: workgroup(%{{.*}} : memref<64x36xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x72xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<64x68xf32, #gpu.address_space<workgroup>>)
// CHECK: gpu.subgroup_mma_compute {{.*}} : !gpu.mma_matrix<16x8xf32, "AOp">, !gpu.mma_matrix<8x16xf32, "BOp">
func.func @tf32_batched(%a: memref<2x128x40xf32>, %b: memref<2x40x136xf32>) -> memref<2x128x136xf32> {
  %z = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<2x128x136xf32>
  linalg.fill ins(%z : f32) outs(%c : memref<2x128x136xf32>)
  linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<2x128x40xf32>, memref<2x40x136xf32>) outs(%c : memref<2x128x136xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return %c : memref<2x128x136xf32>
}
