// strata-convert-torch-seed-to-memref: every torch_c.get_next_seed loads
// the global seed, advances it one LCG step, stores and returns it; one
// global for the module, added only when a program needs it.
// RUN: strata-opt %s --strata-convert-torch-seed-to-memref -split-input-file -verify-diagnostics | FileCheck %s

// CHECK:       memref.global "private" @__strata_rng_seed : memref<i64> = dense<0>
// CHECK-NOT:   memref.global
// CHECK-LABEL: func.func @two_draws
// CHECK:         %[[G:.*]] = memref.get_global @__strata_rng_seed : memref<i64>
// CHECK:         %[[S:.*]] = memref.load %[[G]][] : memref<i64>
// CHECK:         %[[M:.*]] = arith.muli %[[S]], %{{.*}} : i64
// CHECK:         %[[N:.*]] = arith.addi %[[M]], %{{.*}} : i64
// CHECK:         memref.store %[[N]], %[[G]][] : memref<i64>
// CHECK:         memref.get_global @__strata_rng_seed
// CHECK:         memref.store
// CHECK:         return %[[N]], %{{.*}} : i64, i64
// CHECK-LABEL: func.func @other
// CHECK:         memref.get_global @__strata_rng_seed
func.func @two_draws() -> (i64, i64) {
  %0 = torch_c.get_next_seed : () -> i64
  %1 = torch_c.get_next_seed : () -> i64
  return %0, %1 : i64, i64
}
func.func @other() -> i64 {
  %0 = torch_c.get_next_seed : () -> i64
  return %0 : i64
}

// -----

// No random op: nothing is added.
// CHECK-NOT:   memref.global
// CHECK-LABEL: func.func @none
func.func @none(%x: i64) -> i64 {
  return %x : i64
}

// -----

// The global's name taken by something else is an error.
// expected-error @+1 {{symbol '@__strata_rng_seed' is taken: strata-convert-torch-seed-to-memref needs it for the random seed}}
func.func @__strata_rng_seed() {
  return
}
func.func @draw() -> i64 {
  %0 = torch_c.get_next_seed : () -> i64
  return %0 : i64
}
