// The interpreter runs ub.poison as a poison value: it flows through arith.addi and is an error
// where it matters (here, a function result), naming the op that made it.
// RUN: not strata-run %s --entry poisoned 2>&1 | FileCheck %s
// RUN: strata-run %s --entry unused | FileCheck %s --check-prefix=UNUSED

// CHECK: error: result #0 of '@poisoned' of type 'i32': {{.*}} error: 'ub.poison' op use of a poison value
// CHECK: note: poison produced here by 'ub.poison'
func.func @poisoned() -> i32 {
  %x = arith.constant 1 : i32
  %p = ub.poison : i32
  %s = arith.addi %p, %x : i32
  return %s : i32
}

// A poison value nothing uses is harmless.
// UNUSED: 7
func.func @unused() -> i32 {
  %p = ub.poison : i32
  %q = arith.muli %p, %p : i32
  %x = arith.constant 7 : i32
  return %x : i32
}
