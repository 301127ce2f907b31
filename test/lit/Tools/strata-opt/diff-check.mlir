// --strata-diff-check says what it compared, on stderr. canonicalize folds
// arith.muli of a vector constant; the interpreter ran the op on the vector
// as a scalar op and returned a scalar, so the check reported a false
// difference (issue 14). Elementwise ops on vectors now run element by
// element, and @vec is compared like any function. (A result whose shape
// is not its type's would be left out, "not compared", with the reason.)
// RUN: strata-opt %s --strata-diff-check --canonicalize --cse -o /dev/null 2>&1 | FileCheck %s
// RUN: strata-opt %S/../../Dialect/Arith/fold.mlir --strata-diff-check --canonicalize --cse -o /dev/null

// CHECK: differential check (seed 1): 2 of 2 functions compared after every pass (2 checks)

func.func @vec() -> vector<2xi32> {
  %v = arith.constant dense<[1, 2]> : vector<2xi32>
  %w = arith.muli %v, %v : vector<2xi32>
  return %w : vector<2xi32>
}

func.func @scalar(%x: i32) -> i32 {
  %c = arith.constant 0 : i32
  %y = arith.addi %x, %c : i32
  return %y : i32
}
