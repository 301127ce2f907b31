// strata-arith-divide-by-constant: unsigned divisions and remainders by a
// power of two become shifts and masks at any width; 32-bit ones by another
// constant a multiplication by the divisor's magic number (the high half of
// a 64-bit product), shifts and a subtraction. The interpreter checks the
// results at zero tolerance on random inputs and on the edge values below.
// RUN: strata-opt %s --strata-arith-divide-by-constant | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-arith-divide-by-constant > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-seed=11 --strata-arith-divide-by-constant > /dev/null
// RUN: strata-run %s --entry edges > %t.plain
// RUN: strata-opt %s --strata-arith-divide-by-constant | strata-run - --entry edges > %t.rewritten
// RUN: diff %t.plain %t.rewritten
// RUN: FileCheck %s --check-prefix=EDGES < %t.rewritten

// CHECK-LABEL: func.func @by_nine
// CHECK-SAME: (%[[X:.*]]: i32)
// CHECK-DAG: %[[NINE:.*]] = arith.constant 9 : i32
// CHECK-DAG: %[[M:.*]] = arith.constant 3340530120 : i64
// CHECK: %[[WIDE:.*]] = arith.extui %[[X]] : i32 to i64
// CHECK: %[[P:.*]] = arith.muli %[[WIDE]], %[[M]] : i64
// CHECK: %[[HI:.*]] = arith.shrui %[[P]], %{{.*}} : i64
// CHECK: %[[T:.*]] = arith.trunci %[[HI]] : i64 to i32
// CHECK: %[[D:.*]] = arith.subi %[[X]], %[[T]] : i32
// CHECK: %[[H:.*]] = arith.shrui %[[D]], %{{.*}} : i32
// CHECK: %[[S:.*]] = arith.addi %[[T]], %[[H]] : i32
// CHECK: %[[Q:.*]] = arith.shrui %[[S]], %{{.*}} : i32
// CHECK: %[[QD:.*]] = arith.muli %{{.*}}, %[[NINE]] : i32
// CHECK: %[[R:.*]] = arith.subi %[[X]], %[[QD]] : i32
// CHECK-NOT: arith.divui
// CHECK-NOT: arith.remui
// CHECK: return %[[Q]], %[[R]]
func.func @by_nine(%x: i32) -> (i32, i32) {
  %c9 = arith.constant 9 : i32
  %q = arith.divui %x, %c9 : i32
  %r = arith.remui %x, %c9 : i32
  return %q, %r : i32, i32
}

// Powers of two at every width, index included.
// CHECK-LABEL: func.func @powers
// CHECK-NOT: arith.divui
// CHECK-NOT: arith.remui
// CHECK: arith.shrui %{{.*}} : i32
// CHECK: arith.andi %{{.*}} : i32
// CHECK: arith.shrui %{{.*}} : i64
// CHECK: arith.andi %{{.*}} : i64
// CHECK: arith.shrui %{{.*}} : index
// CHECK: arith.andi %{{.*}} : index
// CHECK: arith.shrui %{{.*}} : i8
// CHECK: arith.andi %{{.*}} : i8
func.func @powers(%a: i32, %b: i64, %c: index, %d: i8) -> (i32, i32, i64, i64, index, index, i8, i8) {
  %c64 = arith.constant 64 : i32
  %c2p40 = arith.constant 1099511627776 : i64
  %c32 = arith.constant 32 : index
  %c128 = arith.constant 128 : i8
  %0 = arith.divui %a, %c64 : i32
  %1 = arith.remui %a, %c64 : i32
  %2 = arith.divui %b, %c2p40 : i64
  %3 = arith.remui %b, %c2p40 : i64
  %4 = arith.divui %c, %c32 : index
  %5 = arith.remui %c, %c32 : index
  %6 = arith.divui %d, %c128 : i8
  %7 = arith.remui %d, %c128 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i64, i64, index, index, i8, i8
}

// Large divisors: 2^31 + 1 and 2^32 - 1 (the constant -1).
// CHECK-LABEL: func.func @large
// CHECK-NOT: arith.divui
// CHECK-NOT: arith.remui
// CHECK: return
func.func @large(%x: i32) -> (i32, i32, i32) {
  %big = arith.constant 2147483649 : i32
  %max = arith.constant -1 : i32
  %0 = arith.divui %x, %big : i32
  %1 = arith.remui %x, %big : i32
  %2 = arith.divui %x, %max : i32
  return %0, %1, %2 : i32, i32, i32
}

// Left alone: divisors 1 and 0, a divisor that is not a constant, other
// widths by a constant that is not a power of two, signed divisions and
// vectors.
// CHECK-LABEL: func.func @unchanged
// CHECK-SAME: (%[[ARG:[a-z0-9]+]]: i32
// CHECK: arith.divui %{{.*}} : i32
// CHECK: arith.divui %{{.*}} : i32
// CHECK: arith.divui %{{.*}} : i64
// CHECK: arith.remui %{{.*}} : index
// CHECK: arith.divui %{{.*}} : i16
// CHECK: arith.divsi %{{.*}} : i32
// CHECK: arith.remsi %{{.*}} : i32
// CHECK: arith.divui %{{.*}} : vector<4xi32>
// CHECK: return %[[ARG]],
func.func @unchanged(%x: i32, %y: i32, %w: i64, %i: index, %h: i16, %v: vector<4xi32>) -> (i32, i32, i32, i64, index, i16, i32, i32, vector<4xi32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c9 = arith.constant 9 : i32
  %c9w = arith.constant 9 : i64
  %c9i = arith.constant 9 : index
  %c9h = arith.constant 9 : i16
  %v9 = arith.constant dense<9> : vector<4xi32>
  %0 = arith.divui %x, %c1 : i32
  %1 = arith.divui %x, %c0 : i32
  %2 = arith.divui %x, %y : i32
  %3 = arith.divui %w, %c9w : i64
  %4 = arith.remui %i, %c9i : index
  %5 = arith.divui %h, %c9h : i16
  %6 = arith.divsi %x, %c9 : i32
  %7 = arith.remsi %x, %c9 : i32
  %8 = arith.divui %v, %v9 : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i64, index, i16, i32, i32, vector<4xi32>
}

// Edge dividends by 3, 7, 56, 3136 and 2^32 - 1, as quotients and
// remainders.
// EDGES: sizes = [10]
// EDGES-NEXT: 0, 0, 1, 1431655765, 715827882, 715827882, 613566756, 1, 76695844, 1369568]
// EDGES: sizes = [10]
// EDGES-NEXT: 0, 2, 0, 0, 1, 2, 3, 2, 31, 2047]
func.func @edges() -> (vector<10xi32>, vector<10xi32>) {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %max = arith.constant -1 : i32
  %big = arith.constant 2147483647 : i32
  %top = arith.constant -2147483648 : i32
  %c7 = arith.constant 7 : i32
  %c56 = arith.constant 56 : i32
  %c3136 = arith.constant 3136 : i32
  %x9 = arith.constant 4294967295 : i32
  %q0 = arith.divui %c0, %c3 : i32
  %q1 = arith.divui %c2, %c3 : i32
  %q2 = arith.divui %c3, %c3 : i32
  %q3 = arith.divui %max, %c3 : i32
  %q4 = arith.divui %big, %c3 : i32
  %q5 = arith.divui %top, %c3 : i32
  %q6 = arith.divui %max, %c7 : i32
  %q7 = arith.divui %max, %max : i32
  %q8 = arith.divui %max, %c56 : i32
  %q9 = arith.divui %max, %c3136 : i32
  %r0 = arith.remui %c0, %c3 : i32
  %r1 = arith.remui %c2, %c7 : i32
  %r2 = arith.remui %c3, %c3 : i32
  %r3 = arith.remui %max, %c3 : i32
  %r4 = arith.remui %big, %c3 : i32
  %r5 = arith.remui %top, %c3 : i32
  %r6 = arith.remui %max, %c7 : i32
  %r7 = arith.remui %c2, %max : i32
  %r8 = arith.remui %max, %c56 : i32
  %r9 = arith.remui %x9, %c3136 : i32
  %q = vector.from_elements %q0, %q1, %q2, %q3, %q4, %q5, %q6, %q7, %q8, %q9 : vector<10xi32>
  %r = vector.from_elements %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9 : vector<10xi32>
  return %q, %r : vector<10xi32>, vector<10xi32>
}

// A remainder before its quotient computes its own; one after it shares
// the quotient's multiplication.
// CHECK-LABEL: func.func @shared
// CHECK-COUNT-2: arith.extui
// CHECK-NOT: arith.extui
// CHECK: return
func.func @shared(%x: i32) -> (i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %r0 = arith.remui %x, %c7 : i32
  %q = arith.divui %x, %c7 : i32
  %r1 = arith.remui %x, %c7 : i32
  return %r0, %q, %r1 : i32, i32, i32
}
