// An affine expression may divide by a constant zero, written so or simplified to it (s0 - s0), as
// upstream accepts: the expression stays as written, prints and reads back, and canonicalization
// leaves it unfolded instead of failing.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s -canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-DAG: #[[MOD:.*]] = affine_map<(d0)[s0] -> (d0 mod 0)>
// CHECK-DAG: #[[FLOOR:.*]] = affine_map<(d0)[s0] -> (d0 floordiv 0)>
// CHECK-DAG: #[[CEIL:.*]] = affine_map<(d0) -> (d0 ceildiv 0)>
// CHECK-LABEL: func.func @zero_divisors
// CHECK: affine.apply #[[MOD]](%{{.*}})[%{{.*}}]
// CHECK: affine.apply #[[FLOOR]](%{{.*}})[%{{.*}}]
// CHECK: affine.apply #[[CEIL]](%{{.*}})
// CANON-DAG: affine_map<() -> (7 mod 0)>
// CANON-DAG: affine_map<() -> (7 floordiv 0)>
// CANON-DAG: affine_map<() -> (7 ceildiv 0)>
func.func @zero_divisors(%n: index) -> (index, index, index) {
  %c7 = arith.constant 7 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 mod (s0 - s0))>(%c7)[%n]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv (2 * s0 - s0 * 2))>(%c7)[%n]
  %2 = affine.apply affine_map<(d0) -> (d0 ceildiv 0)>(%c7)
  return %0, %1, %2 : index, index, index
}
