// Tensor-core products for the cp.async pipelines (tensor-core-stages) on
// the GPU: with 64x64 and with 128x128 tiles each has blocks inside both
// operands that walk several full K steps, edge blocks and a ragged K.
// scripts/device/tensorcore_check.sh runs each function with --target=cuda
// (and the variant's flags, as scripts/device/tile_variants.sh gives them)
// against the interpreter. The kernels are diff-checked lane by lane in
// test/lit/Conversion/LinalgToGPU/tensor-cores-async*.mlir.
// RUN: strata-opt %s --strata-linalg-to-gpu='tensor-core-stages=3' | FileCheck %s
// RUN: strata-opt %s --strata-linalg-to-gpu='tensor-core-tile=128 tensor-core-stages=2' | FileCheck %s --check-prefix=LARGE
// CHECK-COUNT-6: nvgpu.device_async_wait %{{.*}} {numGroups = 1 : i32}
// LARGE-COUNT-6: nvgpu.device_async_wait %{{.*}} {numGroups = 0 : i32}

func.func @bf16_plain(%a: tensor<272x200xbf16>, %b: tensor<200x264xbf16>) -> tensor<272x264xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<272x264xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<272x264xf32>) -> tensor<272x264xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<272x200xbf16>, tensor<200x264xbf16>) outs(%c : tensor<272x264xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<272x264xf32>
  return %r : tensor<272x264xf32>
}

func.func @f16_linear(%a: tensor<256x232xf16>, %b: tensor<144x232xf16>) -> tensor<256x144xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x144xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<256x144xf32>) -> tensor<256x144xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<256x232xf16>, tensor<144x232xf16>) outs(%c : tensor<256x144xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<256x144xf32>
  return %r : tensor<256x144xf32>
}

func.func @bf16_a_transposed(%a: tensor<168x136xbf16>, %b: tensor<168x256xbf16>) -> tensor<136x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<136x256xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<136x256xf32>) -> tensor<136x256xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<168x136xbf16>, tensor<168x256xbf16>) outs(%c : tensor<136x256xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<136x256xf32>
  return %r : tensor<136x256xf32>
}
