// ub.poison round-trips as mlir-opt-22 prints it: any result type, the default value #ub.poison
// elided (written or not), and the generic form.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @poison(
// CHECK-NEXT: %[[A:.*]] = ub.poison : i32
// CHECK-NEXT: %[[B:.*]] = ub.poison : f32
// CHECK-NEXT: %[[C:.*]] = ub.poison : memref<2xf32>
// CHECK-NEXT: %[[D:.*]] = ub.poison : vector<4xi8>
// CHECK-NEXT: %{{.*}} = ub.poison {tag} : index
// GENERIC: %{{.*}} = "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC: %{{.*}} = "ub.poison"() <{value = #ub.poison}> : () -> f32
func.func @poison() -> (i32, f32, memref<2xf32>, vector<4xi8>, index) {
  %0 = ub.poison : i32
  %1 = ub.poison <#ub.poison> : f32
  %2 = ub.poison : memref<2xf32>
  %3 = ub.poison : vector<4xi8>
  %4 = ub.poison {tag} : index
  return %0, %1, %2, %3, %4 : i32, f32, memref<2xf32>, vector<4xi8>, index
}
