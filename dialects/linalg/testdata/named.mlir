func.func @named(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %f: f32, %ai: tensor<4x8xi8>, %bi: tensor<8x16xi8>, %ci: tensor<4x16xi32>, %bt: tensor<16x8xf32>, %ch: tensor<4x16xf16>, %v: tensor<8xf32>, %w: tensor<4xf32>, %s: tensor<f32>, %ba: tensor<2x4x8xf32>, %bb: tensor<2x8x16xf32>, %bc: tensor<2x4x16xf32>, %m: memref<8x8xf32>, %mi: memref<8x8xi32>) -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x8xf32>, tensor<4x16xf16>, tensor<4x16xf32>, tensor<2x4x16xf32>, tensor<4xf32>, tensor<8xf32>, tensor<f32>, tensor<4x16xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi8>, tensor<4x8xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.fill ins(%f : f32) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %2 = linalg.matmul ins(%ai, %bi : tensor<4x8xi8>, tensor<8x16xi8>) outs(%ci : tensor<4x16xi32>) -> tensor<4x16xi32>
  %3 = linalg.copy ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%ch : tensor<4x16xf16>) -> tensor<4x16xf16>
  %5 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %bt : tensor<4x8xf32>, tensor<16x8xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %6 = linalg.batch_matmul ins(%ba, %bb : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%bc : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %7 = linalg.matvec ins(%a, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  %8 = linalg.vecmat ins(%w, %a : tensor<4xf32>, tensor<4x8xf32>) outs(%v : tensor<8xf32>) -> tensor<8xf32>
  %9 = linalg.dot ins(%v, %v : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %10 = linalg.batch_reduce_matmul ins(%ba, %bb : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %11 = linalg.add ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %12 = linalg.max ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %13 = linalg.sub ins(%ai, %ai : tensor<4x8xi8>, tensor<4x8xi8>) outs(%ai : tensor<4x8xi8>) -> tensor<4x8xi8>
  %14 = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.matmul ins(%m, %m : memref<8x8xf32>, memref<8x8xf32>) outs(%m : memref<8x8xf32>)
  linalg.fill ins(%f : f32) outs(%m : memref<8x8xf32>)
  linalg.copy ins(%mi : memref<8x8xi32>) outs(%m : memref<8x8xf32>)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x8xf32>, tensor<4x16xf16>, tensor<4x16xf32>, tensor<2x4x16xf32>, tensor<4xf32>, tensor<8xf32>, tensor<f32>, tensor<4x16xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi8>, tensor<4x8xf32>
}
