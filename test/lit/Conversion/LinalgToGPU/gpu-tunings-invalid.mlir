// strata.gpu_tunings (gpu-tunings.mlir) that strata-linalg-promote-to-gpu
// refuses, at the product it would configure: a table that is not a
// dictionary, an entry that is not a dictionary, an unknown key and a
// value its option refuses. A malformed entry for a key no product has is
// never read (the last case).
// RUN: not strata-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4}))' 2>&1 | FileCheck %s

// CHECK: gpu-tunings-invalid.mlir:[[# @LINE + 3]]:3: error: 'linalg.matmul' op strata.gpu_tunings (on builtin.module) must be a dictionary of products' keys, got [1, 2]
module attributes {strata.gpu_tunings = [1, 2]} {
func.func @not_a_table(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  return
}
}

// -----

// CHECK: gpu-tunings-invalid.mlir:[[# @LINE + 3]]:3: error: 'linalg.matmul' op strata.gpu_tunings["m8 n8 k8 f32 nn"] must be a dictionary of integers, got 4 : i64
module attributes {strata.gpu_tunings = {"m8 n8 k8 f32 nn" = 4}} {
func.func @not_a_config(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  return
}
}

// -----

// CHECK: gpu-tunings-invalid.mlir:[[# @LINE + 3]]:3: error: 'linalg.matmul' op strata.gpu_tunings["m8 n8 k8 f32 nn"] has no key "tile" (it takes register_tile_m,
module attributes {strata.gpu_tunings = {"m8 n8 k8 f32 nn" = {tile = 4}}} {
func.func @unknown_key(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  return
}
}

// -----

// CHECK: gpu-tunings-invalid.mlir:[[# @LINE + 3]]:3: error: 'linalg.matmul' op strata.gpu_tunings["m8 n8 k8 f32 nn"]'s register_tile_m must be 0, 1, 2, 4 or 8, got 3
module attributes {strata.gpu_tunings = {"m8 n8 k8 f32 nn" = {register_tile_m = 3}}} {
func.func @bad_value(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  return
}
}

// -----

// CHECK-NOT: error
// CHECK: gpu.launch
module attributes {strata.gpu_tunings = {"m9 n9 k9 f32 nn" = {tile = 4}}} {
func.func @unread(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  return
}
}
