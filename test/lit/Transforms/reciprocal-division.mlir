// strata-reciprocal-division: the f32 divisions of a block by one divisor
// are computed from its reciprocal with Markstein's correction, under a
// check that every operand is in the range where that is exact; the
// results are IEEE division's, bit for bit (checked by the interpreter at
// zero tolerance on random inputs, and on special values below).
// RUN: strata-opt %s --strata-reciprocal-division | FileCheck %s
// RUN: strata-opt %s --strata-reciprocal-division='min-divisions=4' | FileCheck %s --check-prefix=FOUR
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-reciprocal-division > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-seed=7 --strata-diff-check-dim=64 --strata-reciprocal-division > /dev/null
// The special values give the same bits with and without the pass.
// RUN: strata-run %s --entry specials > %t.plain
// RUN: strata-opt %s --strata-reciprocal-division | strata-run - --entry specials > %t.rewritten
// RUN: diff %t.plain %t.rewritten
// RUN: FileCheck %s --check-prefix=SPECIALS < %t.rewritten
// RUN: not strata-opt %s --strata-reciprocal-division='min-divisions=0' 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @three
// CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32, %[[S:.*]]: f32)
// CHECK-DAG: %[[LOW:.*]] = arith.constant 8.8817842E-16 : f32
// CHECK-DAG: %[[HIGH:.*]] = arith.constant 1.12589991E+15 : f32
// CHECK: %[[ABS_S:.*]] = math.absf %[[S]]
// CHECK: arith.cmpf oge, %[[ABS_S]], %[[LOW]]
// CHECK: arith.cmpf ole, %[[ABS_S]], %[[HIGH]]
// CHECK: %[[ZERO_A:.*]] = arith.cmpf oeq, %[[A]]
// CHECK: %[[Q:.*]]:3 = scf.if %{{.*}} -> (f32, f32, f32) {
// CHECK: %[[Y:.*]] = arith.divf %{{.*}}, %[[S]] : f32
// CHECK: %[[NEG_S:.*]] = arith.negf %[[S]]
// CHECK: %[[Q0:.*]] = arith.mulf %[[A]], %[[Y]]
// CHECK: %[[R:.*]] = math.fma %[[NEG_S]], %[[Q0]], %[[A]]
// CHECK: %[[Q1:.*]] = math.fma %[[R]], %[[Y]], %[[Q0]]
// CHECK: arith.select %[[ZERO_A]], %[[Q0]], %[[Q1]]
// CHECK: } else {
// CHECK: arith.divf %[[A]], %[[S]]
// CHECK: arith.divf %[[B]], %[[S]]
// CHECK: arith.divf %[[C]], %[[S]]
// CHECK: return %[[Q]]#0, %[[Q]]#1, %[[Q]]#2
// FOUR-LABEL: func.func @three
// FOUR-NOT: scf.if
// FOUR: return
func.func @three(%a: f32, %b: f32, %c: f32, %s: f32) -> (f32, f32, f32) {
  %0 = arith.divf %a, %s : f32
  %1 = arith.divf %b, %s : f32
  %2 = arith.divf %c, %s : f32
  return %0, %1, %2 : f32, f32, f32
}

// A softmax's row: eight elements over their sum, each stored.
// CHECK-LABEL: func.func @row
// CHECK: scf.if {{.*}} -> (f32, f32, f32, f32, f32, f32, f32, f32)
// CHECK: arith.divf %cst{{.*}} : f32
// CHECK-NOT: arith.divf
// CHECK: } else {
// FOUR-LABEL: func.func @row
// FOUR: scf.if
func.func @row(%m: memref<8xf32>, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %x0 = memref.load %m[%c0] : memref<8xf32>
  %x1 = memref.load %m[%c1] : memref<8xf32>
  %x2 = memref.load %m[%c2] : memref<8xf32>
  %x3 = memref.load %m[%c3] : memref<8xf32>
  %x4 = memref.load %m[%c4] : memref<8xf32>
  %x5 = memref.load %m[%c5] : memref<8xf32>
  %x6 = memref.load %m[%c6] : memref<8xf32>
  %x7 = memref.load %m[%c7] : memref<8xf32>
  %e0 = math.exp %x0 : f32
  %e1 = math.exp %x1 : f32
  %e2 = math.exp %x2 : f32
  %e3 = math.exp %x3 : f32
  %e4 = math.exp %x4 : f32
  %e5 = math.exp %x5 : f32
  %e6 = math.exp %x6 : f32
  %e7 = math.exp %x7 : f32
  %s1 = arith.addf %e0, %e1 : f32
  %s2 = arith.addf %s1, %e2 : f32
  %s3 = arith.addf %s2, %e3 : f32
  %s4 = arith.addf %s3, %e4 : f32
  %s5 = arith.addf %s4, %e5 : f32
  %s6 = arith.addf %s5, %e6 : f32
  %s = arith.addf %s6, %e7 : f32
  %q0 = arith.divf %e0, %s : f32
  memref.store %q0, %out[%c0] : memref<8xf32>
  %q1 = arith.divf %e1, %s : f32
  memref.store %q1, %out[%c1] : memref<8xf32>
  %q2 = arith.divf %e2, %s : f32
  memref.store %q2, %out[%c2] : memref<8xf32>
  %q3 = arith.divf %e3, %s : f32
  memref.store %q3, %out[%c3] : memref<8xf32>
  %q4 = arith.divf %e4, %s : f32
  memref.store %q4, %out[%c4] : memref<8xf32>
  %q5 = arith.divf %e5, %s : f32
  memref.store %q5, %out[%c5] : memref<8xf32>
  %q6 = arith.divf %e6, %s : f32
  memref.store %q6, %out[%c6] : memref<8xf32>
  %q7 = arith.divf %e7, %s : f32
  memref.store %q7, %out[%c7] : memref<8xf32>
  return
}

// Left alone: f64, vectors, a division whose dividend is computed after the
// group's first division (the other two still go together), one division
// by a divisor.
// CHECK-LABEL: func.func @left
// CHECK: arith.divf %{{.*}} : f64
// CHECK: arith.divf %{{.*}} : f64
// CHECK: arith.divf %{{.*}} : vector<4xf32>
// CHECK: arith.divf %{{.*}} : vector<4xf32>
// CHECK: scf.if {{.*}} -> (f32, f32)
// CHECK: %[[LATE:.*]] = arith.addf
// CHECK: arith.divf %[[LATE]], %{{.*}} : f32
// CHECK: arith.divf %{{.*}}, %{{.*}} : f32
// CHECK: return
func.func @left(%a: f64, %b: f64, %s: f64, %v: vector<4xf32>, %w: vector<4xf32>, %x: f32, %y: f32, %t: f32, %u: f32)
    -> (f64, f64, vector<4xf32>, vector<4xf32>, f32, f32, f32, f32) {
  %0 = arith.divf %a, %s : f64
  %1 = arith.divf %b, %s : f64
  %2 = arith.divf %v, %w : vector<4xf32>
  %3 = arith.divf %w, %v : vector<4xf32>
  %4 = arith.divf %x, %t : f32
  %late = arith.addf %x, %y : f32
  %5 = arith.divf %late, %t : f32
  %6 = arith.divf %y, %t : f32
  %7 = arith.divf %x, %u : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f64, f64, vector<4xf32>, vector<4xf32>, f32, f32, f32, f32
}

// Dividends on both sides of the range (zeros, a subnormal, 2^-60, the
// largest float, infinities, a NaN) by 3, and a group whose divisor is out
// of range; the bits are compared with the plain divisions' above.
// SPECIALS: data =
// SPECIALS-NEXT: [ 0, -2147483648, 1, 548055723, 2125114026, 2139095040, -8388608, 2143289344, 1051372203, 1075139925]
// SPECIALS: 1056964608
func.func @specials() -> (vector<10xi32>, i32) {
  %three = arith.constant 3.0 : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %sub = arith.constant 4.0e-45 : f32
  %tiny = arith.constant 8.67361737988403547e-19 : f32
  %max = arith.constant 3.40282347e+38 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %seven = arith.constant 7.0 : f32
  %q0 = arith.divf %z, %three : f32
  %q1 = arith.divf %nz, %three : f32
  %q2 = arith.divf %sub, %three : f32
  %q3 = arith.divf %tiny, %three : f32
  %q4 = arith.divf %max, %three : f32
  %q5 = arith.divf %inf, %three : f32
  %q6 = arith.divf %ninf, %three : f32
  %q7 = arith.divf %nan, %three : f32
  %q8 = arith.divf %one, %three : f32
  %q9 = arith.divf %seven, %three : f32
  %v = vector.from_elements %q0, %q1, %q2, %q3, %q4, %q5, %q6, %q7, %q8, %q9 : vector<10xf32>
  %bits = vector.bitcast %v : vector<10xf32> to vector<10xi32>
  %huge = arith.constant 1.0e20 : f32
  %half = arith.constant 5.0e19 : f32
  %h0 = arith.divf %half, %huge : f32
  %h1 = arith.divf %huge, %huge : f32
  %hb = arith.bitcast %h0 : f32 to i32
  return %bits, %hb : vector<10xi32>, i32
}

// BAD: min-divisions must be at least 1, got 0
