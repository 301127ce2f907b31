// strata.gpu_config (gpu-config.mlir) that strata-linalg-promote-to-gpu
// refuses, at the product: a value its option refuses, an unknown key, a
// value that is not an integer and an attribute that is not a dictionary.
// RUN: not strata-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4}))' 2>&1 | FileCheck %s

// CHECK: gpu-config-invalid.mlir:[[# @LINE + 2]]:3: error: 'linalg.matmul' op strata.gpu_config's simt_unroll must be 0 or a divisor of tile-size 4, got 3
func.func @bad_value(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul {strata.gpu_config = {simt_unroll = 3}} ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  return
}

// -----

// CHECK: gpu-config-invalid.mlir:[[# @LINE + 2]]:3: error: 'linalg.matmul' op strata.gpu_config has no key "tile" (it takes register_tile_m, register_tile_n, split_k, target_blocks, tensor_core_tile, tensor_core_warps, tensor_core_stages, tensor_core_shared_bytes, tensor_core_min_blocks, simt_unroll, simt_min_blocks, simt_stages, simt_target_blocks, simt_split_target_blocks, simt_min_vector_width)
func.func @bad_key(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul {strata.gpu_config = {tile = 4}} ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  return
}

// -----

// CHECK: gpu-config-invalid.mlir:[[# @LINE + 2]]:3: error: 'linalg.matmul' op strata.gpu_config's split_k must be an integer, got "2"
func.func @bad_type(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul {strata.gpu_config = {split_k = "2"}} ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  return
}

// -----

// CHECK: gpu-config-invalid.mlir:[[# @LINE + 2]]:3: error: 'linalg.matmul' op strata.gpu_config must be a dictionary of integers, got [2, 4]
func.func @not_dict(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul {strata.gpu_config = [2, 4]} ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  return
}

// -----

// CHECK: gpu-config-invalid.mlir:[[# @LINE + 2]]:3: error: 'linalg.matmul' op strata.gpu_config's simt_stages must be 0, 1 or 2, got 3
func.func @bad_stages(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul {strata.gpu_config = {simt_stages = 3}} ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  return
}
