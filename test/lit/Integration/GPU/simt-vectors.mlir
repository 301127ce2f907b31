// The SIMT kernels' vector staging (strata-linalg-promote-to-gpu's
// simt-vectors) through the whole GPU pipeline, the differential check
// after every pass (bufferization, the products, parallel loops to
// launches, canonicalize, gpu-eliminate-barriers, outlining, cse, the
// bare-pointer kernels): two linear layers with a bias and a relu fused
// into the first product's epilogue, on interior and edge blocks. tile-size=4
// with 4x4 register tiles gives 16x16 blocks at sizes the interpreter runs
// quickly (the cost model picks them for products of 256 blocks or more),
// and split-k=1 keeps K whole, so that the sums are the loop nest's bit for bit;
// the interior tiles hold the default two K steps (8 rows of a step of 4).
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --pass-pipeline='builtin.module(convert-elementwise-to-linalg,linalg-fuse-elementwise-ops{recompute-into-reductions=true},strata-linalg-fold-copies-into-consumers,strata-linalg-collapse-dims,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=4 register-tile-n=4 split-k=1}),convert-linalg-to-parallel-loops,canonicalize,scf-parallel-loop-fusion,func.func(strata-gpu-fuse-rows),func.func(strata-parallel-loops-to-gpu),lower-affine,canonicalize,func.func(gpu-eliminate-barriers),gpu-kernel-outlining,cse,strata-gpu-deduplicate-kernels,strata-gpu-bare-pointer-kernels)' | FileCheck %s
// CHECK-LABEL: gpu.func @mlp_kernel
// CHECK: vector.load %{{.*}} : memref<8x20xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK: arith.maximumf

func.func @mlp(%x: tensor<40x32xf32>, %w1: tensor<48x32xf32>, %b1: tensor<48xf32>, %w2: tensor<48x32xf32>) -> tensor<40x32xf32> {
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<40x48xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<40x48xf32>) -> tensor<40x48xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w1 : tensor<40x32xf32>, tensor<48x32xf32>) outs(%f1 : tensor<40x48xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<40x48xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%h, %b1 : tensor<40x48xf32>, tensor<48xf32>) outs(%e1 : tensor<40x48xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %t = arith.addf %v, %bias : f32
    %m = arith.maximumf %t, %z : f32
    linalg.yield %m : f32
  } -> tensor<40x48xf32>
  %e2 = tensor.empty() : tensor<40x32xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<40x32xf32>) -> tensor<40x32xf32>
  %y = linalg.matmul ins(%r, %w2 : tensor<40x48xf32>, tensor<48x32xf32>) outs(%f2 : tensor<40x32xf32>) -> tensor<40x32xf32>
  return %y : tensor<40x32xf32>
}
