// RUN: strata-opt %s --canonicalize | FileCheck %s

// Arith canonicalization patterns (beyond the folders of fold.mlir). The CHECK lines are
// mlir-opt-22 --canonicalize output of this file (the same text, byte for byte).

// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
// CHECK-LABEL: func.func @addi_addi(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 7 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.addi %arg0, %[[V0]] : i32
// CHECK-NEXT: return %[[V1]] : i32
func.func @addi_addi(%x: i32) -> i32 {
  %c0 = arith.constant 3 : i32
  %c1 = arith.constant 4 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.addi %a, %c1 : i32
  return %b : i32
}

// Reassociation keeps the overflow flags both ops have (their intersection).
// CHECK-LABEL: func.func @addi_addi_flags(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 7 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.addi %arg0, %[[V0]] overflow<nsw> : i32
// CHECK-NEXT: %[[V2:.*]] = arith.addi %arg0, %[[V0]] overflow<nuw> : i32
// CHECK-NEXT: %[[V3:.*]] = arith.addi %arg0, %[[V0]] : i32
// CHECK-NEXT: return %[[V1]], %[[V2]], %[[V3]] : i32, i32, i32
func.func @addi_addi_flags(%x: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 3 : i32
  %c1 = arith.constant 4 : i32
  %a = arith.addi %x, %c0 overflow<nsw> : i32
  %b = arith.addi %a, %c1 overflow<nsw> : i32
  %a2 = arith.addi %x, %c0 overflow<nsw, nuw> : i32
  %b2 = arith.addi %a2, %c1 overflow<nuw> : i32
  %b3 = arith.addi %a2, %c1 : i32
  return %b, %b2, %b3 : i32, i32, i32
}

// subi/addi chains with constants: addi(x, c0 - c1), subi(c1 - c0, x), subi(x, c0 + c1), ...
// CHECK-LABEL: func.func @subi_addi(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 13 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.constant 7 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.constant -7 : i32
// CHECK-NEXT: %[[V3:.*]] = arith.addi %arg0, %[[V2]] : i32
// CHECK-NEXT: %[[V4:.*]] = arith.subi %[[V1]], %arg0 : i32
// CHECK-NEXT: %[[V5:.*]] = arith.subi %arg0, %[[V0]] : i32
// CHECK-NEXT: %[[V6:.*]] = arith.subi %[[V0]], %arg0 : i32
// CHECK-NEXT: %[[V7:.*]] = arith.subi %[[V2]], %arg0 : i32
// CHECK-NEXT: %[[V8:.*]] = arith.addi %arg0, %[[V1]] : i32
// CHECK-NEXT: %[[V9:.*]] = arith.addi %arg0, %[[V1]] : i32
// CHECK-NEXT: %[[V10:.*]] = arith.subi %[[V0]], %arg0 : i32
// CHECK-NEXT: return %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]] : i32, i32, i32, i32, i32, i32, i32, i32
func.func @subi_addi(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 3 : i32
  %c1 = arith.constant 10 : i32
  %a = arith.addi %x, %c0 : i32
  %r1 = arith.subi %a, %c1 : i32
  %r2 = arith.subi %c1, %a : i32
  %s = arith.subi %x, %c0 : i32
  %r3 = arith.subi %s, %c1 : i32
  %r4 = arith.subi %c1, %s : i32
  %s2 = arith.subi %c0, %x : i32
  %r5 = arith.subi %s2, %c1 : i32
  %r6 = arith.subi %c1, %s2 : i32
  %r7 = arith.addi %s, %c1 : i32
  %r8 = arith.addi %s2, %c1 : i32
  return %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : i32, i32, i32, i32, i32, i32, i32, i32
}

// muli(muli(x, c0), c1) -> muli(x, c0 * c1)
// CHECK-LABEL: func.func @muli_muli(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 15 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.muli %arg0, %[[V0]] : i32
// CHECK-NEXT: return %[[V1]] : i32
func.func @muli_muli(%x: i32) -> i32 {
  %c0 = arith.constant 3 : i32
  %c1 = arith.constant 5 : i32
  %a = arith.muli %x, %c0 : i32
  %b = arith.muli %a, %c1 : i32
  return %b : i32
}

// addi(x, muli(y, -1)) -> subi(x, y) and addi(muli(y, -1), x) -> subi(x, y)
// CHECK-LABEL: func.func @muli_neg(
// CHECK-NEXT: %[[V0:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: return %[[V0]], %[[V1]] : i32, i32
func.func @muli_neg(%x: i32, %y: i32) -> (i32, i32) {
  %m1 = arith.constant -1 : i32
  %a = arith.muli %y, %m1 : i32
  %b = arith.addi %x, %a : i32
  %c = arith.addi %a, %x : i32
  return %b, %c : i32, i32
}

// subi(subi(a, b), a) -> subi(0, b)
// CHECK-LABEL: func.func @subsub(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.subi %[[V0]], %arg1 : i32
// CHECK-NEXT: return %[[V1]] : i32
func.func @subsub(%a: i32, %b: i32) -> i32 {
  %s = arith.subi %a, %b : i32
  %r = arith.subi %s, %a : i32
  return %r : i32
}

// xori(cmpi(pred, a, b), true) -> cmpi(not pred, a, b)
// CHECK-LABEL: func.func @xor_cmpi(
// CHECK-NEXT: %[[V0:.*]] = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT: return %[[V0]], %[[V1]] : i1, i1
func.func @xor_cmpi(%a: i32, %b: i32) -> (i1, i1) {
  %t = arith.constant true
  %c = arith.cmpi slt, %a, %b : i32
  %n = arith.xori %c, %t : i1
  %c2 = arith.cmpi ult, %a, %b : i32
  %n2 = arith.xori %t, %c2 : i1
  return %n, %n2 : i1, i1
}

// cmpi(pred, c, x) -> cmpi(swapped pred, x, c): the constant moves right, the order
// predicates mirror, eq and ne stay; two constants fold instead.
// CHECK-LABEL: func.func @cmpi_constant_right(
// CHECK-NEXT: %[[C:.*]] = arith.constant 5 : i16
// CHECK-NEXT: %[[V0:.*]] = arith.cmpi ne, %arg0, %[[C]] : i16
// CHECK-NEXT: %[[V1:.*]] = arith.cmpi sgt, %arg0, %[[C]] : i16
// CHECK-NEXT: %[[V2:.*]] = arith.cmpi ule, %arg0, %[[C]] : i16
// CHECK-NEXT: %[[V3:.*]] = arith.cmpi slt, %arg0, %arg1 : i16
// CHECK-NEXT: return %[[V0]], %[[V1]], %[[V2]], %[[V3]] : i1, i1, i1, i1
func.func @cmpi_constant_right(%a: i16, %b: i16) -> (i1, i1, i1, i1) {
  %c = arith.constant 5 : i16
  %0 = arith.cmpi ne, %c, %a : i16
  %1 = arith.cmpi slt, %c, %a : i16
  %2 = arith.cmpi uge, %c, %a : i16
  %3 = arith.cmpi slt, %a, %b : i16
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// select(not c, a, b) -> select(c, b, a)
// CHECK-LABEL: func.func @select_not(
// CHECK-NEXT: %[[V0:.*]] = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: return %[[V0]] : i32
func.func @select_not(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %s = arith.select %n, %a, %b : i32
  return %s : i32
}

// select(c, true, false) -> c; select(c, false, true) -> xori(c, true)
// CHECK-LABEL: func.func @select_bool(
// CHECK-NEXT: %[[V0:.*]] = arith.constant true
// CHECK-NEXT: %[[V1:.*]] = arith.xori %arg0, %[[V0]] : i1
// CHECK-NEXT: return %arg0, %[[V1]] : i1, i1
func.func @select_bool(%c: i1) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %s = arith.select %c, %t, %f : i1
  %s2 = arith.select %c, %f, %t : i1
  return %s, %s2 : i1, i1
}

// select(c, 1, 0) -> extui(c); select(c, 0, 1) -> extui(not c)
// CHECK-LABEL: func.func @select_ext(
// CHECK-NEXT: %[[V0:.*]] = arith.constant true
// CHECK-NEXT: %[[V1:.*]] = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %[[V2:.*]] = arith.xori %arg0, %[[V0]] : i1
// CHECK-NEXT: %[[V3:.*]] = arith.extui %[[V2]] : i1 to i32
// CHECK-NEXT: return %[[V1]], %[[V3]] : i32, i32
func.func @select_ext(%c: i1) -> (i32, i32) {
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %s = arith.select %c, %one, %zero : i32
  %s2 = arith.select %c, %zero, %one : i32
  return %s, %s2 : i32, i32
}

// select(c, select(c, a, b), d) -> select(c, a, d) and the mirror case
// CHECK-LABEL: func.func @select_redundant(
// CHECK-NEXT: %[[V0:.*]] = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.select %arg0, %arg1, %arg3 : i32
// CHECK-NEXT: return %[[V0]], %[[V1]] : i32, i32
func.func @select_redundant(%c: i1, %a: i32, %b: i32, %d: i32) -> (i32, i32) {
  %s = arith.select %c, %a, %b : i32
  %r = arith.select %c, %s, %d : i32
  %s2 = arith.select %c, %b, %d : i32
  %r2 = arith.select %c, %a, %s2 : i32
  return %r, %r2 : i32, i32
}

// Negative: upstream 22 does not merge selects on different conditions.
// CHECK-LABEL: func.func @select_and(
// CHECK-NEXT: %[[V0:.*]] = arith.select %arg1, %arg2, %arg3 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.select %arg0, %[[V0]], %arg3 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.select %arg1, %arg2, %arg3 : i32
// CHECK-NEXT: %[[V3:.*]] = arith.select %arg0, %arg2, %[[V2]] : i32
// CHECK-NEXT: return %[[V1]], %[[V3]] : i32, i32
func.func @select_and(%c: i1, %e: i1, %a: i32, %b: i32) -> (i32, i32) {
  %s = arith.select %e, %a, %b : i32
  %r = arith.select %c, %s, %b : i32
  %s2 = arith.select %e, %a, %b : i32
  %r2 = arith.select %c, %a, %s2 : i32
  return %r, %r2 : i32, i32
}

// Extension chains: extsi(extui(x)) -> extui(x), trunci(ext(x)) -> ext(x) when x is narrower, extui(extui(x)) -> extui(x).
// CHECK-LABEL: func.func @ext_chains(
// CHECK-NEXT: %[[V0:.*]] = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %[[V1:.*]] = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %[[V2:.*]] = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: %[[V3:.*]] = arith.extui %arg0 : i8 to i16
// CHECK-NEXT: %[[V4:.*]] = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]] : i32, i32, i16, i16, i64
func.func @ext_chains(%x: i8) -> (i32, i32, i16, i16, i64) {
  %a = arith.extui %x : i8 to i16
  %b = arith.extsi %a : i16 to i32
  %c = arith.extsi %x : i8 to i32
  %d = arith.trunci %c : i32 to i16
  %e = arith.extui %x : i8 to i32
  %f = arith.trunci %e : i32 to i16
  %g = arith.extui %a : i16 to i64
  return %b, %c, %d, %f, %g : i32, i32, i16, i16, i64
}

// index_cast pairs cancel; index_cast(extsi(x)) -> index_cast(x); index_castui(extui(x)) -> index_castui(x). Mixed signedness pairs stay.
// CHECK-LABEL: func.func @index_casts(
// CHECK-NEXT: %[[V0:.*]] = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT: %[[V1:.*]] = arith.index_castui %[[V0]] : index to i32
// CHECK-NEXT: %[[V2:.*]] = arith.index_cast %arg2 : i8 to index
// CHECK-NEXT: %[[V3:.*]] = arith.index_castui %arg2 : i8 to index
// CHECK-NEXT: return %arg0, %arg1, %[[V1]], %[[V2]], %[[V3]] : i32, index, i32, index, index
func.func @index_casts(%x: i32, %i: index, %y: i8) -> (i32, index, i32, index, index) {
  %a = arith.index_cast %x : i32 to index
  %b = arith.index_cast %a : index to i32
  %c = arith.index_cast %i : index to i64
  %d = arith.index_cast %c : i64 to index
  %e = arith.index_castui %a : index to i32
  %f = arith.extsi %y : i8 to i32
  %g = arith.index_cast %f : i32 to index
  %h = arith.extui %y : i8 to i32
  %k = arith.index_castui %h : i32 to index
  return %b, %d, %e, %g, %k : i32, index, i32, index, index
}

// Bitwise ops of equal extensions of one type move inside: andi(extui(x), extui(y)) -> extui(andi(x, y)); not for different source types.
// CHECK-LABEL: func.func @and_or_ext(
// CHECK-NEXT: %[[V0:.*]] = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %[[V1:.*]] = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %[[V2:.*]] = arith.extui %[[V1]] : i8 to i32
// CHECK-NEXT: %[[V3:.*]] = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %[[V4:.*]] = arith.extui %[[V3]] : i8 to i32
// CHECK-NEXT: %[[V5:.*]] = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %[[V6:.*]] = arith.extsi %[[V5]] : i8 to i32
// CHECK-NEXT: %[[V7:.*]] = arith.extui %arg2 : i16 to i32
// CHECK-NEXT: %[[V8:.*]] = arith.andi %[[V0]], %[[V7]] : i32
// CHECK-NEXT: %[[V9:.*]] = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %[[V10:.*]] = arith.extui %[[V9]] : i8 to i32
// CHECK-NEXT: return %[[V2]], %[[V4]], %[[V6]], %[[V8]], %[[V10]] : i32, i32, i32, i32, i32
func.func @and_or_ext(%x: i8, %y: i8, %x1: i16) -> (i32, i32, i32, i32, i32) {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %r1 = arith.andi %a, %b : i32
  %r2 = arith.ori %a, %b : i32
  %sa = arith.extsi %x : i8 to i32
  %sb = arith.extsi %y : i8 to i32
  %r3 = arith.andi %sa, %sb : i32
  %c = arith.extui %x1 : i16 to i32
  %r4 = arith.andi %a, %c : i32
  %r5 = arith.xori %a, %b : i32
  return %r1, %r2, %r3, %r4, %r5 : i32, i32, i32, i32, i32
}

// cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b); other predicates stay.
// CHECK-LABEL: func.func @cmpi_ext(
// CHECK-NEXT: %[[V0:.*]] = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %[[V1:.*]] = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT: %[[V2:.*]] = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT: %[[V3:.*]] = arith.cmpi slt, %[[V0]], %[[V1]] : i32
// CHECK-NEXT: %[[V4:.*]] = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT: return %[[V2]], %[[V3]], %[[V4]] : i1, i1, i1
func.func @cmpi_ext(%x: i8, %y: i8) -> (i1, i1, i1) {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %r1 = arith.cmpi eq, %a, %b : i32
  %r2 = arith.cmpi slt, %a, %b : i32
  %c = arith.extui %x : i8 to i32
  %d = arith.extui %y : i8 to i32
  %r3 = arith.cmpi ne, %c, %d : i32
  return %r1, %r2, %r3 : i1, i1, i1
}

// andi(x, x) -> x, ori(x, x) -> x
// CHECK-LABEL: func.func @andi_self(
// CHECK-NEXT: return %arg0, %arg0 : i32, i32
func.func @andi_self(%x: i32) -> (i32, i32) {
  %a = arith.andi %x, %x : i32
  %b = arith.ori %x, %x : i32
  return %a, %b : i32, i32
}

// Negative: reassociation matches scalar constants only, as upstream.
// CHECK-LABEL: func.func @vec(
// CHECK-NEXT: %[[V0:.*]] = arith.constant dense<3> : vector<4xi32>
// CHECK-NEXT: %[[V1:.*]] = arith.constant dense<4> : vector<4xi32>
// CHECK-NEXT: %[[V2:.*]] = arith.addi %arg0, %[[V0]] : vector<4xi32>
// CHECK-NEXT: %[[V3:.*]] = arith.addi %[[V2]], %[[V1]] : vector<4xi32>
// CHECK-NEXT: return %[[V3]] : vector<4xi32>
func.func @vec(%x: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant dense<3> : vector<4xi32>
  %c1 = arith.constant dense<4> : vector<4xi32>
  %a = arith.addi %x, %c0 : vector<4xi32>
  %b = arith.addi %a, %c1 : vector<4xi32>
  return %b : vector<4xi32>
}

// Flags survive muli and subi reassociation when both ops have them.
// CHECK-LABEL: func.func @flags_more(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 8 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.constant 15 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.muli %arg0, %[[V1]] overflow<nsw, nuw> : i32
// CHECK-NEXT: %[[V3:.*]] = arith.subi %arg0, %[[V0]] overflow<nuw> : i32
// CHECK-NEXT: %[[V4:.*]] = arith.subi %[[V0]], %arg0 overflow<nuw> : i32
// CHECK-NEXT: return %[[V2]], %[[V3]], %[[V4]] : i32, i32, i32
func.func @flags_more(%x: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 3 : i32
  %c1 = arith.constant 5 : i32
  %a = arith.muli %x, %c0 overflow<nsw, nuw> : i32
  %b = arith.muli %a, %c1 overflow<nsw, nuw> : i32
  %s = arith.subi %x, %c0 overflow<nuw> : i32
  %t = arith.subi %s, %c1 overflow<nuw> : i32
  %u = arith.subi %c1, %s overflow<nuw> : i32
  return %b, %t, %u : i32, i32, i32
}

// Negative: splat constants are not reassociated.
// CHECK-LABEL: func.func @no_reassoc_splat(
// CHECK-NEXT: %[[V0:.*]] = arith.constant dense<3> : vector<4xi32>
// CHECK-NEXT: %[[V1:.*]] = arith.constant dense<5> : vector<4xi32>
// CHECK-NEXT: %[[V2:.*]] = arith.muli %arg0, %[[V0]] : vector<4xi32>
// CHECK-NEXT: %[[V3:.*]] = arith.muli %[[V2]], %[[V1]] : vector<4xi32>
// CHECK-NEXT: return %[[V3]] : vector<4xi32>
func.func @no_reassoc_splat(%x: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant dense<3> : vector<4xi32>
  %c1 = arith.constant dense<5> : vector<4xi32>
  %a = arith.muli %x, %c0 : vector<4xi32>
  %b = arith.muli %a, %c1 : vector<4xi32>
  return %b : vector<4xi32>
}

// Negative: mismatched source types, mixed extensions, ordered predicates, index_castui then index_cast.
// CHECK-LABEL: func.func @no_fold_mismatch(
// CHECK-NEXT: %[[V0:.*]] = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %[[V1:.*]] = arith.extui %arg1 : i16 to i32
// CHECK-NEXT: %[[V2:.*]] = arith.ori %[[V0]], %[[V1]] : i32
// CHECK-NEXT: %[[V3:.*]] = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %[[V4:.*]] = arith.extsi %arg1 : i16 to i32
// CHECK-NEXT: %[[V5:.*]] = arith.cmpi eq, %[[V3]], %[[V4]] : i32
// CHECK-NEXT: %[[V6:.*]] = arith.andi %[[V0]], %[[V3]] : i32
// CHECK-NEXT: %[[V7:.*]] = arith.cmpi ult, %[[V0]], %[[V1]] : i32
// CHECK-NEXT: %[[V8:.*]] = arith.index_castui %arg2 : index to i32
// CHECK-NEXT: %[[V9:.*]] = arith.index_cast %[[V8]] : i32 to index
// CHECK-NEXT: return %[[V2]], %[[V5]], %[[V6]], %[[V7]], %[[V9]] : i32, i1, i32, i1, index
func.func @no_fold_mismatch(%x: i8, %y: i16, %i: index) -> (i32, i1, i32, i1, index) {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i16 to i32
  %r = arith.ori %a, %b : i32
  %sa = arith.extsi %x : i8 to i32
  %sb = arith.extsi %y : i16 to i32
  %cmp = arith.cmpi eq, %sa, %sb : i32
  %mixed = arith.andi %a, %sa : i32
  %cmp2 = arith.cmpi ult, %a, %b : i32
  %c = arith.index_castui %i : index to i32
  %d = arith.index_cast %c : i32 to index
  return %r, %cmp, %mixed, %cmp2, %d : i32, i1, i32, i1, index
}

// Negative: xori with a non-constant is no not; selects on different conditions; xori(x, false) folds to x.
// CHECK-LABEL: func.func @no_fold_not(
// CHECK-NEXT: %[[V0:.*]] = arith.xori %arg0, %arg1 : i1
// CHECK-NEXT: %[[V1:.*]] = arith.select %[[V0]], %arg2, %arg3 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT: %[[V3:.*]] = arith.select %arg1, %[[V2]], %arg3 : i32
// CHECK-NEXT: %[[V4:.*]] = arith.cmpi slt, %arg2, %arg3 : i32
// CHECK-NEXT: return %[[V1]], %[[V3]], %[[V4]] : i32, i32, i1
func.func @no_fold_not(%c: i1, %d: i1, %a: i32, %b: i32) -> (i32, i32, i1) {
  %f = arith.constant false
  %n = arith.xori %c, %d : i1
  %s = arith.select %n, %a, %b : i32
  %s2 = arith.select %c, %a, %b : i32
  %r = arith.select %d, %s2, %b : i32
  %cmp = arith.cmpi slt, %a, %b : i32
  %x = arith.xori %cmp, %f : i1
  return %s, %r, %x : i32, i32, i1
}

// trunci(ext(x)) where x is wider than the result truncates x; extui(extsi(x)) stays.
// CHECK-LABEL: func.func @trunc_ext(
// CHECK-NEXT: %[[V0:.*]] = arith.trunci %arg1 : i32 to i16
// CHECK-NEXT: %[[V1:.*]] = arith.trunci %arg1 : i32 to i16
// CHECK-NEXT: %[[V2:.*]] = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: %[[V3:.*]] = arith.extui %[[V2]] : i16 to i32
// CHECK-NEXT: return %[[V0]], %[[V1]], %arg0, %[[V3]] : i16, i16, i8, i32
func.func @trunc_ext(%x: i8, %y: i32) -> (i16, i16, i8, i32) {
  %a = arith.extsi %y : i32 to i64
  %b = arith.trunci %a : i64 to i16
  %c = arith.extui %y : i32 to i64
  %d = arith.trunci %c : i64 to i16
  %e = arith.extsi %x : i8 to i32
  %f = arith.trunci %e : i32 to i8
  %g = arith.extsi %x : i8 to i16
  %h = arith.extui %g : i16 to i32
  return %b, %d, %f, %h : i16, i16, i8, i32
}

// bitcast(bitcast(x)) -> x when the types round-trip, else one bitcast.
// CHECK-LABEL: func.func @bitcasts(
// CHECK-NEXT: %[[V0:.*]] = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: return %[[V0]], %arg0 : f32, i32
func.func @bitcasts(%x: i32) -> (f32, i32) {
  %a = arith.bitcast %x : i32 to f32
  %b = arith.bitcast %a : f32 to i32
  %c = arith.bitcast %b : i32 to f32
  return %c, %b : f32, i32
}

// Negative: select of index constants is no extui; select(c, x, x) -> x.
// CHECK-LABEL: func.func @select_index(
// CHECK-NEXT: %[[V0:.*]] = arith.constant true
// CHECK-NEXT: %[[V1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[V2:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V3:.*]] = arith.select %arg0, %[[V1]], %[[V2]] : index
// CHECK-NEXT: return %[[V3]], %[[V0]] : index, i1
func.func @select_index(%c: i1) -> (index, i1) {
  %one = arith.constant 1 : index
  %zero = arith.constant 0 : index
  %s = arith.select %c, %one, %zero : index
  %f = arith.constant false
  %t = arith.constant true
  %s2 = arith.select %c, %t, %t : i1
  return %s, %s2 : index, i1
}

