// Elementwise arith ops on vectors run element by element, as on tensors
// (they ran as scalar ops and returned a scalar, which the differential
// check reported as a false difference after canonicalize folded them;
// the check left such functions out since, and now compares them).
// RUN: strata-opt %s --strata-diff-check --canonicalize --cse 2>&1 >/dev/null | FileCheck %s --check-prefix=DIFF

// DIFF: 1 of 1 functions compared after every pass
func.func @main() -> vector<3xi32> {
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<[3, 4, 5]> : vector<3xi32>
  %p = arith.muli %a, %b : vector<3xi32>
  return %p : vector<3xi32>
}
