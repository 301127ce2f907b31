// Tensor-core products through the whole GPU pipeline (strata-linalg-to-gpu),
// each with blocks inside both operands (vector staging), edge blocks and a
// ragged K: A and B in every memory order, bf16 and f16. On the GPU
// machine scripts/device/tensorcore_check.sh runs each function with
// --target=cuda and compares it with the interpreter's results. (The
// kernels are diff-checked lane by lane in
// test/lit/Conversion/LinalgToGPU/tensor-cores-vector.mlir; interpreting
// these after every pass of the pipeline takes minutes.)
// RUN: strata-opt %s --strata-linalg-to-gpu | FileCheck %s
// CHECK-COUNT-5: gpu.subgroup_mma_compute
// CHECK: vector.load

func.func @plain(%a: tensor<128x72xbf16>, %b: tensor<72x96xbf16>) -> tensor<128x96xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x96xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<128x96xf32>) -> tensor<128x96xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<128x72xbf16>, tensor<72x96xbf16>) outs(%c : tensor<128x96xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<128x96xf32>
  return %r : tensor<128x96xf32>
}

func.func @transposed(%a: tensor<72x128xf16>, %b: tensor<96x72xf16>) -> tensor<128x96xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x96xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<128x96xf32>) -> tensor<128x96xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<72x128xf16>, tensor<96x72xf16>) outs(%c : tensor<128x96xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<128x96xf32>
  return %r : tensor<128x96xf32>
}

func.func @a_transposed(%a: tensor<104x192xbf16>, %b: tensor<104x64xbf16>) -> tensor<192x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<192x64xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<192x64xf32>) -> tensor<192x64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<104x192xbf16>, tensor<104x64xbf16>) outs(%c : tensor<192x64xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<192x64xf32>
  return %r : tensor<192x64xf32>
}

func.func @b_transposed(%a: tensor<64x96xbf16>, %b: tensor<200x96xbf16>) -> tensor<64x200xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x200xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<64x200xf32>) -> tensor<64x200xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<64x96xbf16>, tensor<200x96xbf16>) outs(%c : tensor<64x200xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x200xf32>
  return %r : tensor<64x200xf32>
}

func.func @ragged(%a: tensor<130x40xbf16>, %b: tensor<40x70xbf16>) -> tensor<130x70xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<130x70xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<130x70xf32>) -> tensor<130x70xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<130x40xbf16>, tensor<40x70xbf16>) outs(%c : tensor<130x70xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<130x70xf32>
  return %r : tensor<130x70xf32>
}
