// RUN: strata-opt %s -split-input-file | strata-opt -split-input-file | FileCheck %s --check-prefix=ROUND
// RUN: strata-opt %s -split-input-file -int-range-optimizations | FileCheck %s

// test.with_bounds is a value the integer range analysis knows only by the
// bounds its attributes give (their low bits: 255 : i8 is -1 : i8);
// test.reflect_bounds writes the range the analysis found for its operand
// into its attributes, unsigned bounds as uiN, signed ones as siN.
// ROUND-LABEL: func.func @shift
// ROUND:       test.with_bounds {smax = 12 : i8, smin = 0 : i8, umax = 12 : i8, umin = 0 : i8} : i8
// ROUND:       test.reflect_bounds %{{.*}} : i8
// CHECK-LABEL: func.func @shift
// CHECK:       test.reflect_bounds {smax = 24 : si8, smin = 0 : si8, umax = 24 : ui8, umin = 0 : ui8} %{{.*}} : i8
func.func @shift() -> i8 {
  %c1 = arith.constant 1 : i8
  %v = test.with_bounds { umin = 0 : i8, umax = 12 : i8, smin = 0 : i8, smax = 12 : i8 } : i8
  %s = arith.shli %v, %c1 : i8
  %r = test.reflect_bounds %s : i8
  return %r : i8
}

// -----

// Bounds past the signed maximum, written unsigned or as their bits; a
// value the bounds pin down becomes a constant (the test dialect's own,
// as upstream's materializes), and an index's bounds are typed index.
// CHECK-LABEL: func.func @bits
// CHECK:       %[[C:.*]] = "test.constant"() <{value = 7 : index}> : () -> index
// CHECK:       test.reflect_bounds {smax = 127 : si8, smin = -128 : si8, umax = 255 : ui8, umin = 0 : ui8} %{{.*}} : i8
// CHECK:       test.reflect_bounds {smax = 7 : index, smin = 7 : index, umax = 7 : index, umin = 7 : index} %[[C]] : index
func.func @bits() -> (i8, index) {
  %c1 = arith.constant 1 : i8
  %v = test.with_bounds { umin = 0 : ui8, umax = 255 : i8, smin = -128 : si8, smax = 127 : i8 } : i8
  %a = arith.addi %v, %c1 : i8
  %r = test.reflect_bounds %a : i8
  %i = test.with_bounds { umin = 7 : index, umax = 7 : index, smin = 7 : index, smax = 7 : index } : index
  %ri = test.reflect_bounds %i : index
  return %r, %ri : i8, index
}

// -----

// Truncation keeps a signed range that stays within one window of the
// narrower type's values ([-2, 2] of i16 is [-2, 2] of i8, [200, 300] is
// [-56, 44], which mlir-opt-22 leaves full), and an unsigned one within one
// multiple of 2^8; [-200, -100] crosses -128.
// CHECK-LABEL: func.func @trunc
// CHECK:       test.reflect_bounds {smax = 2 : si8, smin = -2 : si8, umax = 255 : ui8, umin = 0 : ui8}
// CHECK:       test.reflect_bounds {smax = 127 : si8, smin = -128 : si8, umax = 156 : ui8, umin = 56 : ui8}
// CHECK:       test.reflect_bounds {smax = 44 : si8, smin = -56 : si8, umax = 255 : ui8, umin = 0 : ui8}
func.func @trunc() -> (i8, i8, i8) {
  %small = test.with_bounds { umin = 0 : i16, umax = 65535 : i16, smin = -2 : i16, smax = 2 : i16 } : i16
  %t1 = arith.trunci %small : i16 to i8
  %r1 = test.reflect_bounds %t1 : i8
  %neg = test.with_bounds { umin = 65336 : i16, umax = 65436 : i16, smin = -200 : i16, smax = -100 : i16 } : i16
  %t2 = arith.trunci %neg : i16 to i8
  %r2 = test.reflect_bounds %t2 : i8
  %wide = test.with_bounds { umin = 200 : i16, umax = 300 : i16, smin = 200 : i16, smax = 300 : i16 } : i16
  %t3 = arith.trunci %wide : i16 to i8
  %r3 = test.reflect_bounds %t3 : i8
  return %r1, %r2, %r3 : i8, i8, i8
}
