// The cp.async pipeline (tensor-core-stages=3) through the whole GPU
// pipeline, the differential check after every pass of
// strata-linalg-to-gpu (canonicalize, gpu-eliminate-barriers, outlining,
// cse, the bare-pointer kernels): an interior block and a ragged one, four
// full K steps and a ragged one.
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-5 --strata-diff-check-atol=1e-5 --strata-linalg-to-gpu='tensor-core-stages=3' | FileCheck %s
// CHECK: gpu.func @bf16_kernel
// CHECK: nvgpu.device_async_wait %{{.*}} {numGroups = 1 : i32}

func.func @bf16(%a: tensor<64x136xbf16>, %b: tensor<136x96xbf16>) -> tensor<64x96xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x96xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<64x96xf32>) -> tensor<64x96xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<64x136xbf16>, tensor<136x96xbf16>) outs(%c : tensor<64x96xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x96xf32>
  return %r : tensor<64x96xf32>
}
