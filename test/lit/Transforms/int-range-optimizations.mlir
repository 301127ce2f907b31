// int-range-optimizations: values whose range (analysis/intrange) holds one
// value become constants, so comparisons the ranges decide fold; remsi/remui
// by a positive constant above the dividend's range go. Output as
// mlir-opt-22's except for i128 (which Strata does not analyse) and the
// order of hoisted constants (hence CHECK-DAG). Vectors and tensors of
// integers are analysed element-wise, as upstream.
// RUN: strata-opt %s -split-input-file --int-range-optimizations | FileCheck %s
// RUN: strata-opt %s -split-input-file --int-range-optimizations --strata-diff-check -o /dev/null

// Comparisons the operands' ranges decide fold; remainders already below
// their modulus go; other ops stay.
// CHECK-LABEL: func.func @arith_decided(
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//   CHECK-DAG:   %[[Z16:.*]] = arith.constant 0 : i16
//       CHECK:   %[[T7:.*]] = arith.cmpi sge, %arg1, %[[Z16]] : i16
//       CHECK:   return %[[TRUE]], %[[TRUE]], %[[TRUE]], %[[TRUE]], %[[TRUE]], %[[TRUE]], %[[TRUE]], %[[T7]]
func.func @arith_decided(%a: i8, %b: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %ea = arith.extui %a : i8 to i32
  %eb = arith.extsi %b : i16 to i32
  %c1000 = arith.constant 1000 : i32
  %s = arith.addi %ea, %c1000 : i32
  %c1255 = arith.constant 1255 : i32
  %t0 = arith.cmpi ule, %s, %c1255 : i32
  %m = arith.muli %ea, %ea : i32
  %c65025 = arith.constant 65025 : i32
  %t1 = arith.cmpi sle, %m, %c65025 : i32
  %d = arith.divui %ea, %c1000 : i32
  %c0 = arith.constant 0 : i32
  %t2 = arith.cmpi eq, %d, %c0 : i32
  %neg = arith.subi %c0, %ea : i32
  %t3 = arith.cmpi sle, %neg, %c0 : i32
  %c8 = arith.constant 8 : i32
  %sh = arith.shrui %ea, %c8 : i32
  %t4 = arith.cmpi eq, %sh, %c0 : i32
  %shl = arith.shli %ea, %c8 : i32
  %c65536 = arith.constant 65536 : i32
  %t5 = arith.cmpi ult, %shl, %c65536 : i32
  %c32768 = arith.constant 32768 : i32
  %biased = arith.addi %eb, %c32768 : i32
  %t6 = arith.cmpi sge, %biased, %c0 : i32
  %tr = arith.trunci %eb : i32 to i16
  %c0_16 = arith.constant 0 : i16
  %t7 = arith.cmpi sge, %tr, %c0_16 : i16
  return %t0, %t1, %t2, %t3, %t4, %t5, %t6, %t7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @rem_trivial(
//       CHECK:   %[[E:.*]] = arith.extui %arg0 : i8 to i32
//       CHECK:   %[[R2:.*]] = arith.remui %[[E]], %{{.*}} : i32
//       CHECK:   %[[R3:.*]] = arith.remui %[[E]], %{{.*}} : i32
//       CHECK:   return %[[E]], %[[E]], %[[R2]], %[[R3]]
func.func @rem_trivial(%a: i8) -> (i32, i32, i32, i32) {
  %e = arith.extui %a : i8 to i32
  %c256 = arith.constant 256 : i32
  %c255 = arith.constant 255 : i32
  %cm1 = arith.constant -1 : i32
  %r0 = arith.remui %e, %c256 : i32
  %r1 = arith.remsi %e, %c256 : i32
  %r2 = arith.remui %e, %c255 : i32
  %r3 = arith.remui %e, %cm1 : i32
  return %r0, %r1, %r2, %r3 : i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @divisions(
//       CHECK:   %[[TRUE:.*]] = arith.constant true
//  CHECK-NEXT:   return %[[TRUE]], %[[TRUE]], %[[TRUE]], %[[TRUE]], %[[TRUE]], %[[TRUE]] :
func.func @divisions(%a: i8) -> (i1, i1, i1, i1, i1, i1) {
  %c3 = arith.constant 3 : i8
  %cm3 = arith.constant -3 : i8
  %c127 = arith.constant 127 : i8
  %x = arith.andi %a, %c127 : i8
  %c0 = arith.constant 0 : i8
  %c43 = arith.constant 43 : i8
  %cm43 = arith.constant -43 : i8
  %d0 = arith.divsi %x, %cm3 : i8
  %t0 = arith.cmpi sle, %d0, %c0 : i8
  %d1 = arith.ceildivsi %x, %c3 : i8
  %t1 = arith.cmpi sle, %d1, %c43 : i8
  %d2 = arith.floordivsi %x, %cm3 : i8
  %t2 = arith.cmpi sge, %d2, %cm43 : i8
  %d3 = arith.ceildivui %x, %c3 : i8
  %t3 = arith.cmpi ule, %d3, %c43 : i8
  %r0 = arith.remsi %a, %c3 : i8
  %t4 = arith.cmpi slt, %r0, %c3 : i8
  %r1 = arith.remui %a, %c3 : i8
  %t5 = arith.cmpi ult, %r1, %c3 : i8
  return %t0, %t1, %t2, %t3, %t4, %t5 : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @minmax_bits(
//   CHECK-DAG:   %[[C17:.*]] = arith.constant 17 : i16
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//   CHECK-NOT:   arith.
//       CHECK:   return %[[TRUE]], %[[TRUE]], %[[TRUE]], %[[TRUE]], %[[TRUE]], %[[C17]] :
func.func @minmax_bits(%a: i8, %b: i16) -> (i1, i1, i1, i1, i1, i16) {
  %c10 = arith.constant 10 : i8
  %c20 = arith.constant 20 : i8
  %lo = arith.maxsi %a, %c10 : i8
  %v = arith.minsi %lo, %c20 : i8
  %c9 = arith.constant 9 : i8
  %t0 = arith.cmpi sgt, %v, %c9 : i8
  %u = arith.maxui %a, %c20 : i8
  %t1 = arith.cmpi uge, %u, %c20 : i8
  %w = arith.minui %a, %c9 : i8
  %t2 = arith.cmpi ule, %w, %c9 : i8
  %c15 = arith.constant 15 : i16
  %x = arith.andi %b, %c15 : i16
  %c256 = arith.constant 256 : i16
  %o = arith.ori %x, %c256 : i16
  %t3 = arith.cmpi uge, %o, %c256 : i16
  %xx = arith.xori %x, %c256 : i16
  %c272 = arith.constant 272 : i16
  %t4 = arith.cmpi ult, %xx, %c272 : i16
  %c1 = arith.constant 1 : i16
  %c16 = arith.constant 16 : i16
  %y = arith.xori %c1, %c16 : i16
  return %t0, %t1, %t2, %t3, %t4, %y : i1, i1, i1, i1, i1, i16
}

// -----

// A shift by the width or more is poison: it bounds nothing.
// CHECK-LABEL: func.func @shifts(
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//   CHECK-DAG:   %[[C32:.*]] = arith.constant 32 : i32
//       CHECK:   %[[P:.*]] = arith.shli %arg0, %[[C32]] : i32
//       CHECK:   %[[S:.*]] = arith.andi %arg1
//       CHECK:   %[[ONE_SHIFTED:.*]] = arith.shli %{{.*}}, %[[S]] : i32
//       CHECK:   %[[NE:.*]] = arith.cmpi ne, %[[ONE_SHIFTED]]
//       CHECK:   return %[[TRUE]], %[[TRUE]], %[[P]], %[[TRUE]], %[[NE]] :
func.func @shifts(%a: i32, %s: i32) -> (i1, i1, i32, i1, i1) {
  %c24 = arith.constant 24 : i32
  %hi = arith.shrsi %a, %c24 : i32
  %cm129 = arith.constant -129 : i32
  %t0 = arith.cmpi sgt, %hi, %cm129 : i32
  %c31 = arith.constant 31 : i32
  %r = arith.shrui %a, %c31 : i32
  %c2 = arith.constant 2 : i32
  %t1 = arith.cmpi ult, %r, %c2 : i32
  %c32 = arith.constant 32 : i32
  %poison = arith.shli %a, %c32 : i32
  %c8 = arith.constant 8 : i32
  %b = arith.andi %a, %c8 : i32
  %bs = arith.shli %b, %c8 overflow<nuw> : i32
  %c2049 = arith.constant 2049 : i32
  %t2 = arith.cmpi ult, %bs, %c2049 : i32
  %c1 = arith.constant 1 : i32
  %sa = arith.andi %s, %c31 : i32
  %p = arith.shli %c1, %sa : i32
  %c0 = arith.constant 0 : i32
  %t3 = arith.cmpi ne, %p, %c0 : i32
  return %t0, %t1, %poison, %t2, %t3 : i1, i1, i32, i1, i1
}

// -----

// i64 bounds: a sum that may wrap bounds nothing unless nsw/nuw say it
// cannot.
// CHECK-LABEL: func.func @wrap_flags(
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[S:.*]] = arith.addi %{{.*}}, %{{.*}} : i64
//       CHECK:   %[[T0:.*]] = arith.cmpi sgt, %[[S]]
//       CHECK:   return %[[T0]], %[[TRUE]], %[[TRUE]], %[[TRUE]] :
func.func @wrap_flags(%a: i8) -> (i1, i1, i1, i1) {
  %e = arith.extui %a : i8 to i64
  %max = arith.constant 9223372036854775807 : i64
  %c0 = arith.constant 0 : i64
  %s = arith.addi %e, %max : i64
  %t0 = arith.cmpi sgt, %s, %c0 : i64
  %s2 = arith.addi %e, %max overflow<nsw> : i64
  %t1 = arith.cmpi sgt, %s2, %c0 : i64
  %m = arith.constant -1 : i64
  %u = arith.addi %e, %m overflow<nuw> : i64
  %t2 = arith.cmpi ugt, %u, %c0 : i64
  %c3 = arith.constant 3 : i64
  %mm = arith.muli %e, %c3 overflow<nsw, nuw> : i64
  %c765 = arith.constant 765 : i64
  %t3 = arith.cmpi ule, %mm, %c765 : i64
  return %t0, %t1, %t2, %t3 : i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @i1_ops(
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//       CHECK:   return %[[TRUE]], %arg0, %[[TRUE]], %[[FALSE]] :
func.func @i1_ops(%a: i1) -> (i1, i1, i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %x = arith.ori %a, %true : i1
  %y = arith.andi %a, %true : i1
  %w = arith.addi %true, %true : i1
  %q = arith.cmpi slt, %x, %false : i1
  return %x, %y, %q, %w : i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @casts_select(
//   CHECK-DAG:   %[[C7:.*]] = arith.constant 7 : index
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[B:.*]] = arith.index_cast %arg1 : index to i8
//       CHECK:   %[[T2:.*]] = arith.cmpi sge, %[[B]]
//       CHECK:   return %[[TRUE]], %[[TRUE]], %[[C7]], %[[T2]], %[[TRUE]] :
func.func @casts_select(%i: i32, %n: index, %c: i1) -> (i1, i1, index, i1, i1) {
  %c100 = arith.constant 100 : i32
  %x = arith.minui %i, %c100 : i32
  %ix = arith.index_cast %x : i32 to index
  %c101 = arith.constant 101 : index
  %t0 = arith.cmpi ult, %ix, %c101 : index
  %u = arith.index_castui %i : i32 to index
  %c2p32 = arith.constant 4294967296 : index
  %t1 = arith.cmpi ult, %u, %c2p32 : index
  %c7 = arith.constant 7 : i32
  %seven = arith.index_cast %c7 : i32 to index
  %back = arith.index_cast %n : index to i8
  %cz = arith.constant 0 : i8
  %t2 = arith.cmpi sge, %back, %cz : i8
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %s = arith.select %c, %c1, %c5 : i32
  %c6 = arith.constant 6 : i32
  %t3 = arith.cmpi slt, %s, %c6 : i32
  return %t0, %t1, %seven, %t2, %t3 : i1, i1, index, i1, i1
}

// -----

// index ops hold for a 32- and a 64-bit index alike, or are not decided.
// CHECK-LABEL: func.func @index_dialect(
//   CHECK-DAG:   %[[FALSE:.*]] = index.bool.constant false
//   CHECK-DAG:   %[[TRUE:.*]] = index.bool.constant true
//   CHECK-DAG:   %[[C10000:.*]] = index.constant 10000
//       CHECK:   %[[T1:.*]] = index.cmp ugt
//       CHECK:   %[[T4:.*]] = index.cmp ule
//       CHECK:   return %[[TRUE]], %[[T1]], %[[TRUE]], %[[FALSE]], %[[T4]], %[[C10000]] :
func.func @index_dialect(%a: index, %b: i32) -> (i1, i1, i1, i1, i1, index) {
  %c100 = index.constant 100
  %x = index.minu %a, %c100
  %y = index.add %x, %c100
  %c201 = index.constant 201
  %t0 = index.cmp ult(%y, %c201)
  %big = index.constant 4294967296
  %z = index.add %x, %big
  %t1 = index.cmp ugt(%z, %c100)
  %s = index.sizeof
  %c32 = index.constant 32
  %t2 = index.cmp uge(%s, %c32)
  %t3 = index.cmp uge(%s, %c100)
  %cast = index.castu %b : i32 to index
  %t4 = index.cmp ule(%cast, %big)
  %k = index.mul %c100, %c100
  return %t0, %t1, %t2, %t3, %t4, %k : i1, i1, i1, i1, i1, index
}

// -----

// A branch the ranges decide: the other successor is dead and its values
// are left alone.
// CHECK-LABEL: func.func @cf_decided(
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//   CHECK-DAG:   %[[ONE:.*]] = arith.constant 1 : i32
//       CHECK:   cf.cond_br %[[FALSE]], ^bb1
//       CHECK:   arith.addi
//       CHECK: ^bb2:
//  CHECK-NEXT:   return %[[ONE]] : i32
func.func @cf_decided(%a: i8) -> i32 {
  %e = arith.extui %a : i8 to i32
  %c300 = arith.constant 300 : i32
  %big = arith.cmpi ugt, %e, %c300 : i32
  cf.cond_br %big, ^dead(%e : i32), ^live(%e : i32)
^dead(%x: i32):
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  return %y : i32
^live(%z: i32):
  %c256 = arith.constant 256 : i32
  %lt = arith.cmpi ult, %z, %c256 : i32
  %r = arith.extui %lt : i1 to i32
  return %r : i32
}

// -----

// A loop through blocks: its counter's range is not followed around the
// back edge (it widens to any value), so the exit test stays.
// CHECK-LABEL: func.func @cf_loop(
//       CHECK: ^bb1(%[[I:.*]]: i32):
//  CHECK-NEXT:   arith.cmpi slt, %[[I]]
//  CHECK-NEXT:   cf.cond_br
func.func @cf_loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %c10 = arith.constant 10 : i32
  %lt = arith.cmpi slt, %i, %c10 : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %c1 = arith.constant 1 : i32
  %next = arith.addi %i, %c1 : i32
  cf.br ^head(%next : i32)
^exit:
  return %i : i32
}

// -----

// The induction variable lies in [lb, ub - 1].
// CHECK-LABEL: func.func @for_bounds(
//   CHECK-DAG:   %[[ONE:.*]] = arith.constant 1 : i32
//   CHECK-DAG:   %[[C99:.*]] = arith.constant 99 : index
//       CHECK:   scf.for %[[I:[a-z0-9]+]] =
//  CHECK-NEXT:     %[[EQ:.*]] = arith.cmpi eq, %[[I]], %[[C99]] : index
//  CHECK-NEXT:     %[[Z:.*]] = arith.extui %[[EQ]]
//  CHECK-NEXT:     scf.yield %[[ONE]], %[[ONE]], %[[Z]] :
func.func @for_bounds(%m: i32) -> (i32, i32, i32) {
  %c2 = arith.constant 2 : index
  %c100 = arith.constant 100 : index
  %c1 = arith.constant 1 : index
  %t:3 = scf.for %i = %c2 to %c100 step %c1 iter_args(%a = %m, %b = %m, %cc = %m) -> (i32, i32, i32) {
    %ge = arith.cmpi uge, %i, %c2 : index
    %lt = arith.cmpi slt, %i, %c100 : index
    %c99 = arith.constant 99 : index
    %eq = arith.cmpi eq, %i, %c99 : index
    %x = arith.extui %ge : i1 to i32
    %y = arith.extui %lt : i1 to i32
    %z = arith.extui %eq : i1 to i32
    scf.yield %x, %y, %z : i32, i32, i32
  }
  return %t#0, %t#1, %t#2 : i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @for_unsigned(
//       CHECK:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   scf.for unsigned
//  CHECK-NEXT:     scf.yield %[[TRUE]] : i1
func.func @for_unsigned(%m: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %c1 = arith.constant 1 : i32
  %f = arith.constant false
  %r = scf.for unsigned %i = %c0 to %c5 step %c1 iter_args(%acc = %f) -> (i1) : i32 {
    %b = arith.cmpi ult, %i, %c5 : i32
    scf.yield %b : i1
  }
  return %r : i1
}

// -----

// Dynamic bounds bound nothing.
// CHECK-LABEL: func.func @for_dynamic(
//       CHECK:   scf.for %[[I:[a-z0-9]+]] = %arg0 to %arg1
//  CHECK-NEXT:     %[[B:.*]] = arith.cmpi sge, %[[I]]
//  CHECK-NEXT:     scf.yield %[[B]] : i1
func.func @for_dynamic(%lb: index, %ub: index) -> i1 {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %f = arith.constant false
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %f) -> i1 {
    %b = arith.cmpi sge, %i, %c0 : index
    scf.yield %b : i1
  }
  return %r : i1
}

// -----

// Both branches yield 3: the if's result is the constant.
// CHECK-LABEL: func.func @if_same(
//  CHECK-NEXT:   %[[C3:.*]] = arith.constant 3 : i32
//  CHECK-NEXT:   return %[[C3]] : i32
func.func @if_same(%c: i1) -> i32 {
  %a = arith.constant 3 : i32
  %x = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    %z = arith.addi %a, %a : i32
    %w = arith.subi %z, %a : i32
    scf.yield %w : i32
  }
  return %x : i32
}

// -----

// CHECK-LABEL: func.func @while_loop(
//       CHECK:   scf.while
//  CHECK-NEXT:     %[[LT:.*]] = arith.cmpi slt
//  CHECK-NEXT:     scf.condition(%[[LT]])
func.func @while_loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %c10 = arith.constant 10 : i32
    %lt = arith.cmpi slt, %i, %c10 : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %c1 = arith.constant 1 : i32
    %k = arith.addi %j, %c1 : i32
    scf.yield %k : i32
  }
  return %r : i32
}

// -----

// Wider than 64 bits and non-integer values are not analysed.
// CHECK-LABEL: func.func @untracked(
//       CHECK:   %[[T:.*]] = arith.cmpi sge, %{{.*}}, %{{.*}} : i128
//       CHECK:   %[[G:.*]] = arith.addf
//       CHECK:   return %[[T]], %[[G]] : i1, f32
func.func @untracked(%b: i8, %f: f32) -> (i1, f32) {
  %e = arith.extui %b : i8 to i128
  %c0 = arith.constant 0 : i128
  %t = arith.cmpi sge, %e, %c0 : i128
  %g = arith.addf %f, %f : f32
  return %t, %g : i1, f32
}

// -----

// Vectors and tensors of integers have the range of their elements: a
// dense constant the union of its elements; a decided comparison becomes
// a splat, and so does a value of one element value.
// CHECK-LABEL: func.func @shaped(
//   CHECK-DAG:   %[[T2:.*]] = arith.constant dense<true> : tensor<2xi1>
//   CHECK-DAG:   %[[T4:.*]] = arith.constant dense<true> : vector<4xi1>
//   CHECK-DAG:   %[[Z:.*]] = arith.constant dense<0> : vector<2xi32>
//       CHECK:   %[[E:.*]] = arith.extui %arg0 : vector<4xi8> to vector<4xi32>
//  CHECK-NEXT:   return %[[T4]], %[[E]], %[[T2]], %[[Z]]
func.func @shaped(%a: vector<4xi8>, %t: tensor<2xi16>) -> (vector<4xi1>, vector<4xi32>, tensor<2xi1>, vector<2xi32>) {
  %e = arith.extui %a : vector<4xi8> to vector<4xi32>
  %c = arith.constant dense<256> : vector<4xi32>
  %lt = arith.cmpi ult, %e, %c : vector<4xi32>
  %r = arith.remui %e, %c : vector<4xi32>
  %z = arith.constant dense<0> : tensor<2xi16>
  %m = arith.maxsi %t, %z : tensor<2xi16>
  %ge = arith.cmpi sge, %m, %z : tensor<2xi16>
  %v = arith.constant dense<[1, 5]> : vector<2xi32>
  %c10 = arith.constant dense<10> : vector<2xi32>
  %d = arith.divui %v, %c10 : vector<2xi32>
  return %lt, %r, %ge, %d : vector<4xi1>, vector<4xi32>, tensor<2xi1>, vector<2xi32>
}

// -----

// The induction variables of scf.parallel, scf.forall and an affine.for of
// constant bounds lie in their bounds too; one of dynamic bounds may hold
// anything (mlir-opt-22 crashes on it).
// CHECK-LABEL: func.func @parallel_loops(
//       CHECK:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   scf.parallel
//  CHECK-NEXT:     memref.store %[[TRUE]]
//       CHECK:   scf.forall
//  CHECK-NEXT:     memref.store %[[TRUE]]
//       CHECK:   affine.for
//  CHECK-NEXT:     memref.store %[[TRUE]]
//       CHECK:   affine.for %{{.*}} = 0 to %arg1 {
//  CHECK-NEXT:     arith.cmpi ult
func.func @parallel_loops(%m: memref<16xi1>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %lt = arith.cmpi ult, %i, %c8 : index
    memref.store %lt, %m[%i] : memref<16xi1>
    scf.reduce
  }
  scf.forall (%i) in (8) {
    %lt = arith.cmpi ult, %i, %c8 : index
    memref.store %lt, %m[%i] : memref<16xi1>
  }
  affine.for %i = 2 to 8 {
    %lt = arith.cmpi ult, %i, %c8 : index
    memref.store %lt, %m[%i] : memref<16xi1>
  }
  affine.for %i = 0 to %n {
    %lt = arith.cmpi ult, %i, %c8 : index
    memref.store %lt, %m[%c0] : memref<16xi1>
  }
  return
}
