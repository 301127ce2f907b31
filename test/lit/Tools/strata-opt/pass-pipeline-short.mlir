// -p is --pass-pipeline's short form, as in mlir-opt; the long form and
// the pass's own flag give the same output.
// RUN: strata-opt %s -p 'builtin.module(func.func(canonicalize))' | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s
// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: not strata-opt %s -p 'builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @fold
//  CHECK-NEXT:   %[[C:.*]] = arith.constant 5 : i32
//  CHECK-NEXT:   return %[[C]]
// BAD: no-such-pass
func.func @fold() -> i32 {
  %a = arith.constant 2 : i32
  %b = arith.constant 3 : i32
  %c = arith.addi %a, %b : i32
  return %c : i32
}
