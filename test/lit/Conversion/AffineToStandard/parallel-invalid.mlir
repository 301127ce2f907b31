// lower-affine refuses the reductions arith cannot express, as mlir-opt-22 does for assign (which has
// no identity); for maxs/mins/maxu/minu, whose results are siN/uiN, mlir-opt-22 emits an invalid
// arith.constant instead.
// RUN: strata-opt %s -split-input-file --lower-affine -verify-diagnostics

func.func @assign(%n: index, %v: f32) -> f32 {
  // expected-error @+1 {{Reduction operation type not supported: "assign" on f32}}
  %r = affine.parallel (%i) = (0) to (%n) reduce ("assign") -> (f32) {
    affine.yield %v : f32
  }
  return %r : f32
}

// -----

func.func @maxs(%n: index, %v: si32) -> si32 {
  // expected-error @+1 {{Reduction operation type not supported: "maxs" on si32}}
  %r = affine.parallel (%i) = (0) to (%n) reduce ("maxs") -> (si32) {
    affine.yield %v : si32
  }
  return %r : si32
}
