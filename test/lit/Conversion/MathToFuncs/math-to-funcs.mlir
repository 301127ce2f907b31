// convert-math-to-funcs: math.ipowi on every integer width and math.fpowi
// become calls of private functions, one per op and type, that multiply by
// squaring over the exponent's bits (an scf.for of the exponent's width).
// The differential check runs them against math.ipowi/fpowi's own
// semantics, with zero tolerance for the integers.
// RUN: strata-opt %s --convert-math-to-funcs -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --convert-math-to-funcs --convert-scf-to-cf -split-input-file -o /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-seed=7 --convert-math-to-funcs --convert-scf-to-cf -split-input-file -o /dev/null
// RUN: strata-opt %s --pass-pipeline='builtin.module(convert-math-to-funcs{min-width-of-fpowi-rewriting=33})' -split-input-file | FileCheck %s --check-prefix=WIDE
// RUN: not strata-opt %s --pass-pipeline='builtin.module(convert-math-to-funcs{min-width-of-fpowi-rewriting=-1})' 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: expected an unsigned integer

// One function per type, shared by every call; defined once at the
// module's start.
// CHECK-LABEL: func.func private @__mlir_math_ipowi_i64(%{{.*}}: i64, %{{.*}}: i64) -> i64
// CHECK:         scf.for %{{.*}} = %c0 to %c64 step %c1 iter_args
// CHECK-LABEL: func.func private @__mlir_math_ipowi_i8(%{{.*}}: i8, %{{.*}}: i8) -> i8
// CHECK:         %[[NEG:.*]] = arith.cmpi slt, %[[P:.*]], %c0_i8 : i8
// CHECK:         %[[E:.*]] = arith.select %[[NEG]], %c0_i8, %[[P]] : i8
// CHECK:         %[[LOOP:.*]]:2 = scf.for %{{.*}} = %c0 to %c8 step %c1 iter_args(%[[ACC:.*]] = %c1_i8, %[[SQ:.*]] = %{{.*}}) -> (i8, i8)
// CHECK:           arith.shrui %[[E]]
// CHECK:           arith.muli %[[ACC]], %[[SQ]] : i8
// CHECK:           arith.muli %[[SQ]], %[[SQ]] : i8
// CHECK:         arith.select %[[NEG]], %{{.*}}, %[[LOOP]]#0 : i8
// CHECK:         return
// CHECK-LABEL: func.func @ipowi(
// CHECK:         call @__mlir_math_ipowi_i8(%arg0, %arg1) : (i8, i8) -> i8
// CHECK:         call @__mlir_math_ipowi_i8(%arg1, %arg0) : (i8, i8) -> i8
// CHECK:         call @__mlir_math_ipowi_i64(%arg2, %arg3) : (i64, i64) -> i64
// CHECK-NOT:     math.ipowi
// WIDE-LABEL: func.func @ipowi(
// WIDE:         call @__mlir_math_ipowi_i8
func.func @ipowi(%x: i8, %p: i8, %y: i64, %q: i64) -> (i8, i8, i64) {
  %0 = math.ipowi %x, %p : i8
  %1 = math.ipowi %p, %x : i8
  %2 = math.ipowi %y, %q : i64
  return %0, %1, %2 : i8, i8, i64
}

// -----

// Edge widths: i1 (one loop trip) and i32 with constant exponents, among
// them the most negative one and -1 (base -1 gives ±1 by parity, other
// bases 0, 0^-1 too).
// CHECK-LABEL: func.func private @__mlir_math_ipowi_i1(
// CHECK:         scf.for %{{.*}} = %c0 to %c1 step %c1
// CHECK-LABEL: func.func @ipowi_edges(
// CHECK-COUNT-4: call @__mlir_math_ipowi_i32
func.func @ipowi_edges(%x: i32, %b: i1, %c: i1) -> (i32, i32, i32, i32, i1) {
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %big = arith.constant 31 : i32
  %zero = arith.constant 0 : i32
  %0 = math.ipowi %x, %min : i32
  %1 = math.ipowi %m1, %big : i32
  %2 = math.ipowi %x, %big : i32
  %3 = math.ipowi %x, %zero : i32
  %4 = math.ipowi %b, %c : i1
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i1
}

// -----

// fpowi: |p| by squaring, 1/x^|p| for a negative p; the function is named
// by both types. min-width-of-fpowi-rewriting=33 leaves 32-bit exponents.
// CHECK-LABEL: func.func private @__mlir_math_fpowi_f64_i64(
// CHECK-LABEL: func.func private @__mlir_math_fpowi_f32_i32(%{{.*}}: f32, %{{.*}}: i32) -> f32
// CHECK:         arith.subi
// CHECK:         scf.for %{{.*}} = %c0 to %c32 step %c1 iter_args(%{{.*}} = %cst, %{{.*}} = %{{.*}}) -> (f32, f32)
// CHECK:           arith.mulf
// CHECK:         arith.divf %cst
// CHECK-LABEL: func.func @fpowi(
// CHECK:         call @__mlir_math_fpowi_f32_i32
// CHECK:         call @__mlir_math_fpowi_f64_i64
// WIDE-LABEL: func.func private @__mlir_math_fpowi_f64_i64(
// WIDE-LABEL: func.func @fpowi(
// WIDE:         math.fpowi %{{.*}}, %{{.*}} : f32, i32
// WIDE:         call @__mlir_math_fpowi_f64_i64
func.func @fpowi(%x: f32, %p: i32, %y: f64, %q: i64) -> (f32, f64) {
  %0 = math.fpowi %x, %p : f32, i32
  %1 = math.fpowi %y, %q : f64, i64
  return %0, %1 : f32, f64
}

// -----

// Vectors and tensors are left alone (upstream unrolls vectors first).
// CHECK-LABEL: func.func @shaped(
// CHECK:         math.ipowi %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK:         math.ipowi %{{.*}}, %{{.*}} : tensor<?xi16>
// CHECK-NOT:     call
func.func @shaped(%v: vector<4xi32>, %t: tensor<?xi16>) -> (vector<4xi32>, tensor<?xi16>) {
  %0 = math.ipowi %v, %v : vector<4xi32>
  %1 = math.ipowi %t, %t : tensor<?xi16>
  return %0, %1 : vector<4xi32>, tensor<?xi16>
}
