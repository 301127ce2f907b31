// arith-unsigned-when-equivalent: signed ops whose operands and results the
// integer range analysis shows non-negative become their unsigned forms.
// Output as mlir-opt-22's.
// RUN: strata-opt %s -split-input-file --arith-unsigned-when-equivalent | FileCheck %s
// RUN: strata-opt %s -split-input-file --arith-unsigned-when-equivalent --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @non_negative(
//       CHECK:   %[[X:.*]] = arith.extui %arg0 : i8 to i32
//       CHECK:   %[[Y:.*]] = arith.extui %arg1 : i8 to i32
//       CHECK:   %[[Y1:.*]] = arith.addi %[[Y]], %{{.*}} : i32
//       CHECK:   arith.divui %[[X]], %[[Y1]] : i32
//       CHECK:   arith.ceildivui %[[X]], %[[Y1]] : i32
//       CHECK:   arith.divui %[[X]], %[[Y1]] : i32
//       CHECK:   arith.remui %[[X]], %[[Y1]] : i32
//       CHECK:   arith.minui %[[X]], %[[Y]] : i32
//       CHECK:   arith.maxui %[[X]], %[[Y]] : i32
//       CHECK:   arith.extui %[[X]] : i32 to i64
//       CHECK:   arith.cmpi ult, %[[X]], %[[Y]] : i32
//       CHECK:   arith.cmpi uge, %[[X]], %[[Y]] : i32
//       CHECK:   arith.cmpi eq, %[[X]], %[[Y]] : i32
//       CHECK:   arith.shrsi %[[X]], %{{.*}} : i32
func.func @non_negative(%a: i8, %b: i8) -> (i32, i32, i32, i32, i32, i32, i64, i1, i1, i1, i32) {
  %x = arith.extui %a : i8 to i32
  %y = arith.extui %b : i8 to i32
  %c1 = arith.constant 1 : i32
  %y1 = arith.addi %y, %c1 : i32
  %d = arith.divsi %x, %y1 : i32
  %cd = arith.ceildivsi %x, %y1 : i32
  %fd = arith.floordivsi %x, %y1 : i32
  %r = arith.remsi %x, %y1 : i32
  %mn = arith.minsi %x, %y : i32
  %mx = arith.maxsi %x, %y : i32
  %e = arith.extsi %x : i32 to i64
  %lt = arith.cmpi slt, %x, %y : i32
  %ge = arith.cmpi sge, %x, %y : i32
  %eq = arith.cmpi eq, %x, %y : i32
  %sh = arith.shrsi %x, %c1 : i32
  return %d, %cd, %fd, %r, %mn, %mx, %e, %lt, %ge, %eq, %sh : i32, i32, i32, i32, i32, i32, i64, i1, i1, i1, i32
}

// -----

// Values that may be negative keep the signed ops: an argument, a
// sign-extended i1 (0 or -1), a difference.
// CHECK-LABEL: func.func @maybe_negative(
//       CHECK:   arith.divsi %arg0
//       CHECK:   arith.extsi %arg1 : i1 to i32
//       CHECK:   arith.cmpi slt
//       CHECK:   arith.maxsi
func.func @maybe_negative(%a: i32, %c: i1, %b: i8) -> (i32, i32, i1, i32) {
  %c3 = arith.constant 3 : i32
  %d = arith.divsi %a, %c3 : i32
  %e = arith.extsi %c : i1 to i32
  %x = arith.extui %b : i8 to i32
  %diff = arith.subi %x, %c3 : i32
  %lt = arith.cmpi slt, %diff, %x : i32
  %m = arith.maxsi %diff, %x : i32
  return %d, %e, %lt, %m : i32, i32, i1, i32
}

// -----

// An scf.for induction variable from 0 is non-negative; index works alike.
// CHECK-LABEL: func.func @loop_index(
//       CHECK:   scf.for %[[I:[a-z0-9]+]] =
//       CHECK:     arith.remui %[[I]], %{{.*}} : index
//       CHECK:     arith.cmpi ult, %[[I]], %{{.*}} : index
func.func @loop_index(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c100 = arith.constant 100 : index
  %ub = arith.minui %n, %c100 : index
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %c0) -> index {
    %m = arith.remsi %i, %c7 : index
    %lt = arith.cmpi slt, %i, %c7 : index
    %s = arith.select %lt, %m, %c1 : index
    %next = arith.addi %acc, %s : index
    scf.yield %next : index
  }
  return %r : index
}
