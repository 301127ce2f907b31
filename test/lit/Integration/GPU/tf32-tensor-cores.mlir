// f32 products on the tensor cores as tf32 (--allow-tf32), through the
// whole GPU pipeline: A and B in every memory order, with enough 64x64
// tiles (144) for strata-linalg-promote-to-gpu to give them the tensor
// cores, and one with edge blocks and a ragged K. A fragment whose k runs
// along its memory's rows is one ldmatrix.x4, the others are loaded an
// element at a time (test/lit/Conversion/GPUToNVVM/ldmatrix.mlir). On the
// GPU machine scripts/device/tensorcore_check.sh runs each function with
// --target=cuda --allow-tf32 and compares it with the interpreter's exact
// f32 results, within tf32's precision.
// RUN: strata-opt %s --strata-linalg-to-gpu=allow-tf32 | FileCheck %s
// RUN: strata-opt %s --strata-linalg-to-gpu | FileCheck %s --check-prefix=EXACT
// CHECK-COUNT-5: gpu.subgroup_mma_compute {{.*}} : !gpu.mma_matrix<16x8xf32, "AOp">, !gpu.mma_matrix<8x16xf32, "BOp">
// EXACT-NOT: gpu.subgroup_mma_compute

// A as [m][k] (ldmatrix), B as [k][n] (an element at a time).
func.func @plain(%a: tensor<768x72xf32>, %b: tensor<72x768xf32>) -> tensor<768x768xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<768x768xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<768x768xf32>) -> tensor<768x768xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<768x72xf32>, tensor<72x768xf32>) outs(%c : tensor<768x768xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<768x768xf32>
  return %r : tensor<768x768xf32>
}

// A as [m][k], B as [n][k]: both ldmatrix.
func.func @b_transposed(%a: tensor<768x72xf32>, %b: tensor<768x72xf32>) -> tensor<768x768xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<768x768xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<768x768xf32>) -> tensor<768x768xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<768x72xf32>, tensor<768x72xf32>) outs(%c : tensor<768x768xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<768x768xf32>
  return %r : tensor<768x768xf32>
}

// A as [k][m], B as [k][n]: both an element at a time.
func.func @a_transposed(%a: tensor<72x768xf32>, %b: tensor<72x768xf32>) -> tensor<768x768xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<768x768xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<768x768xf32>) -> tensor<768x768xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<72x768xf32>, tensor<72x768xf32>) outs(%c : tensor<768x768xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<768x768xf32>
  return %r : tensor<768x768xf32>
}

// A as [k][m] (an element at a time), B as [n][k] (ldmatrix).
func.func @transposed(%a: tensor<72x768xf32>, %b: tensor<768x72xf32>) -> tensor<768x768xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<768x768xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<768x768xf32>) -> tensor<768x768xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<72x768xf32>, tensor<768x72xf32>) outs(%c : tensor<768x768xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<768x768xf32>
  return %r : tensor<768x768xf32>
}

// edge blocks in m and n, a ragged K.
func.func @ragged(%a: tensor<770x70xf32>, %b: tensor<70x770xf32>) -> tensor<770x770xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<770x770xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<770x770xf32>) -> tensor<770x770xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<770x70xf32>, tensor<70x770xf32>) outs(%c : tensor<770x770xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<770x770xf32>
  return %r : tensor<770x770xf32>
}
