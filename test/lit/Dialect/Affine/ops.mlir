// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// CHECK-DAG: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-DAG: #map1 = affine_map<(d0, d1) -> (d0 * 4 + d1)>
// CHECK-DAG: #map2 = affine_map<() -> (42)>
// CHECK-DAG: #map3 = affine_map<(d0)[s0] -> (d0, s0, 16)>
// CHECK-DAG: #map4 = affine_map<(d0) -> (d0, 0)>
// CHECK-LABEL: func.func @ops
// CHECK: %{{.*}} = affine.apply #{{.*}}(%{{.*}})[%{{.*}}]
// CHECK: %{{.*}} = affine.apply #{{.*}}(%{{.*}}, %{{.*}})
// CHECK: %{{.*}} = affine.apply #{{.*}}()
// CHECK: %{{.*}} = affine.min #{{.*}}(%{{.*}})[%{{.*}}]
// CHECK: %{{.*}} = affine.max #{{.*}}(%{{.*}})
// CHECK: %{{.*}}:2 = affine.delinearize_index %{{.*}} into (%{{.*}}, 4) : index, index
// CHECK: %{{.*}}:3 = affine.delinearize_index %{{.*}} into (2, 3, 4) : index, index, index
// CHECK: %{{.*}} = affine.linearize_index [%{{.*}}, %{{.*}}] by (%{{.*}}, 4) : index
// CHECK: %{{.*}} = affine.linearize_index disjoint [%{{.*}}, %{{.*}}] by (4) : index
// CHECK: %{{.*}}:2 = affine.delinearize_index %{{.*}} into (4) : index, index

func.func @ops(%i: index, %j: index, %s: index) {
  %a = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%s]
  %b = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
  %c = affine.apply affine_map<() -> (42)>()
  %m = affine.min affine_map<(d0)[s0] -> (d0, s0, 16)>(%i)[%s]
  %x = affine.max affine_map<(d0) -> (d0, 0)>(%i)
  %d:2 = affine.delinearize_index %i into (%s, 4) : index, index
  %e:3 = affine.delinearize_index %i into (2, 3, 4) : index, index, index
  %f = affine.linearize_index [%i, %j] by (%s, 4) : index
  %g = affine.linearize_index disjoint [%i, %j] by (4) : index
  %h:2 = affine.delinearize_index %i into (4) : index, index
  return
}
