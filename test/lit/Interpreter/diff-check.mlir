// The differential check runs every public function before the pipeline
// and after each pass, and names the first pass that changes a result.
// RUN: strata-opt %s --strata-diff-check --canonicalize --cse --linalg-generalize-named-ops | FileCheck %s --check-prefix=OK
// RUN: not strata-opt %s --strata-diff-check --strata-diff-check-seed=5 --canonicalize --test-strata-miscompile --cse 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(func.func(test-strata-miscompile{only-first=true}))' 2>&1 | FileCheck %s --check-prefix=FIRST

// OK-LABEL: func.func @axpy
// BAD: diff-check.mlir:[[@LINE+2]]:1: error: differential check: results of @axpy differ after pass 'test-strata-miscompile' (seed 5): result #0 differs at element 0
// FIRST: error: differential check: results of @axpy differ after pass 'test-strata-miscompile' (seed 1)
func.func @axpy(%a: f32, %x: tensor<?xf32>, %y: tensor<?xf32>) -> tensor<?xf32> {
  %ax = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x, %y : tensor<?xf32>, tensor<?xf32>) outs(%x : tensor<?xf32>) {
  ^bb0(%xi: f32, %yi: f32, %o: f32):
    %m = arith.mulf %a, %xi : f32
    %s = arith.addf %m, %yi : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %ax : tensor<?xf32>
}
// BAD: note: inputs:
// BAD: note: before the pipeline:
// BAD: note: after 'test-strata-miscompile':

// OK-LABEL: func.func @sum
func.func @sum(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %a = arith.addi %acc, %ii : i64
    scf.yield %a : i64
  }
  return %s : i64
}
