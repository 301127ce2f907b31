// convert-vector-to-llvm prints vectors of rank 0 and 1 only.
// RUN: strata-opt %s --convert-vector-to-llvm -verify-diagnostics

func.func @two_d(%v: vector<2x2xf32>) {
  // expected-error @below {{failed to legalize operation 'vector.print' that was explicitly marked illegal}}
  vector.print %v : vector<2x2xf32>
  return
}
