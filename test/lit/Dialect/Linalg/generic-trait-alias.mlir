// linalg.generic's leading dictionary may be an attribute alias (a "trait"), as upstream writes it.
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

#accesses = [
  affine_map<(i, j) -> (j, i)>,
  affine_map<(i, j) -> (i, j)>
]
#trait = {
  indexing_maps = #accesses,
  iterator_types = ["parallel", "parallel"],
  library_call = "transpose_fn"
}

// CHECK-LABEL: func.func @trait_alias
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"], library_call = "transpose_fn"} ins(%{{.*}} : tensor<3x4xf32>) outs(%{{.*}} : tensor<4x3xf32>) attrs =  {foo = 1 : i64} {
// CHECK: linalg.yield %{{.*}} : f32
// CHECK: } -> tensor<4x3xf32>
func.func @trait_alias(%a: tensor<3x4xf32>, %b: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %0 = linalg.generic #trait ins(%a : tensor<3x4xf32>) outs(%b : tensor<4x3xf32>) attrs = {foo = 1} {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
