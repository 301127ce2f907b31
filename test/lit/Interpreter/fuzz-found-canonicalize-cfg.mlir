// Found by strata-fuzz: after convert-scf-to-cf, canonicalize folds the
// CFG of a lowered scf.if to its else value (mlir-opt-22 keeps the
// branch). XFAIL until canonicalize is fixed; then remove the XFAIL line
// and the "canonicalize" entry of knownIssues in interp/fuzz/fuzz_test.go.
// XFAIL: *
// RUN: strata-opt %s --pass-pipeline='builtin.module(convert-scf-to-cf,canonicalize)' --strata-diff-check > /dev/null

func.func @main(%arg0: f32) -> f32 {
  %b0 = arith.cmpf ole, %arg0, %arg0 : f32
  %v = scf.if %b0 -> (f32) {
    %t0 = arith.subf %arg0, %arg0 : f32
    scf.yield %t0 : f32
  } else {
    scf.yield %arg0 : f32
  }
  return %v : f32
}
