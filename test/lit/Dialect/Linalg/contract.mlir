// linalg.contract (its indexing maps required and always printed; a loop is parallel when the
// output's map uses it, a reduction otherwise) and the `cast` property of the contractions
// (cast_unsigned: the body widens with extui), printed as mlir-opt-22 prints them; generalization
// keeps the maps and infers the iterator types, and the interpreter computes the same before and
// after on random inputs.
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --linalg-generalize-named-ops | FileCheck %s --check-prefix=GEN
// RUN: strata-opt %s --linalg-generalize-named-ops --strata-diff-check -o /dev/null

#a = affine_map<(b, m, n, k) -> (b, m, k)>
#b = affine_map<(b, m, n, k) -> (b, k, n)>
#c = affine_map<(b, m, n, k) -> (b, m, n)>

// CHECK-LABEL: func.func @contract(
// CHECK: linalg.contract indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%{{.*}}, %{{.*}} : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%{{.*}} : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
// CHECK: linalg.contract indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] {cast = #linalg.type_fn<cast_unsigned>} ins(%{{.*}}, %{{.*}} : tensor<3x4xi8>, tensor<4x5xi8>) outs(%{{.*}} : tensor<3x5xi32>) -> tensor<3x5xi32>
// CHECK: linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(
// GEN-LABEL: func.func @contract(
// GEN: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// GEN: arith.mulf
// GEN: arith.addf
// GEN: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "reduction"]}
// GEN: arith.extui %{{.*}} : i8 to i32
// GEN: arith.extui %{{.*}} : i8 to i32
// GEN: arith.muli
// GEN: linalg.generic
// GEN: arith.extui %{{.*}} : i8 to i32
func.func @contract(%x: tensor<2x3x4xf32>, %y: tensor<2x4x5xf32>, %z: tensor<2x3x5xf32>,
                    %p: tensor<3x4xi8>, %q: tensor<4x5xi8>, %r: tensor<3x5xi32>)
    -> (tensor<2x3x5xf32>, tensor<3x5xi32>, tensor<3x5xi32>) {
  %0 = linalg.contract indexing_maps = [#a, #b, #c]
    ins(%x, %y : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%z : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %1 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
    {cast = #linalg.type_fn<cast_unsigned>}
    ins(%p, %q : tensor<3x4xi8>, tensor<4x5xi8>) outs(%r : tensor<3x5xi32>) -> tensor<3x5xi32>
  %2 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>}
    ins(%p, %q : tensor<3x4xi8>, tensor<4x5xi8>) outs(%r : tensor<3x5xi32>) -> tensor<3x5xi32>
  return %0, %1, %2 : tensor<2x3x5xf32>, tensor<3x5xi32>, tensor<3x5xi32>
}
