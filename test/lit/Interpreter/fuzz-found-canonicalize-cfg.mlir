// Found by strata-fuzz: after convert-scf-to-cf, canonicalize folded the
// CFG of a lowered scf.if to its else value, because the pass-through branch
// pattern skipped a block whose argument was used after it. Kept as a
// regression test: the differential check must pass, and the CFG must stay
// as mlir-opt-22 leaves it.
// RUN: strata-opt %s --pass-pipeline='builtin.module(convert-scf-to-cf,canonicalize)' --strata-diff-check | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK:         cf.cond_br %{{.*}}, ^bb1, ^bb2(%arg0 : f32)
// CHECK:       ^bb1:
// CHECK:         %[[D:.*]] = arith.subf %arg0, %arg0 : f32
// CHECK:         cf.br ^bb2(%[[D]] : f32)
// CHECK:       ^bb2(%[[R:.*]]: f32):
// CHECK:         return %[[R]] : f32

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
