// arith-emulate-wide-int: i64 held as vector<2xi32> (low half first), the
// arith ops rewritten on the halves. Output as mlir-opt-22's except the
// shifts (Strata's own expansion: upstream 22's yields poison for a shift
// by 0) and where upstream folds while it builds (a trunci of an extui).
// The functions of the second part keep i32 signatures so that the
// differential check runs them before and after on random inputs.
// RUN: strata-opt %s -split-input-file --arith-emulate-wide-int | FileCheck %s
// RUN: not strata-opt %s -split-input-file --arith-emulate-wide-int="widest-int-supported=16" 2>&1 | FileCheck %s --check-prefix=W16
// RUN: strata-opt %s -split-input-file --arith-emulate-wide-int --strata-diff-check -o /dev/null
// RUN: not strata-opt %s -split-input-file --arith-emulate-wide-int="widest-int-supported=12" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: widest-int-supported must be a power of two from 2 to 64, not 12

// CHECK-LABEL: func.func @add(
//  CHECK-SAME:     %[[A:.*]]: vector<2xi32>, %[[B:.*]]: vector<2xi32>) -> vector<2xi32>
//       CHECK:   %[[A0:.*]] = vector.extract %[[A]][0] : i32 from vector<2xi32>
//       CHECK:   %[[A1:.*]] = vector.extract %[[A]][1] : i32 from vector<2xi32>
//       CHECK:   %[[B0:.*]] = vector.extract %[[B]][0] : i32 from vector<2xi32>
//       CHECK:   %[[B1:.*]] = vector.extract %[[B]][1] : i32 from vector<2xi32>
//       CHECK:   %[[SUM:.*]], %[[CARRY:.*]] = arith.addui_extended %[[A0]], %[[B0]] : i32, i1
//       CHECK:   %[[C:.*]] = arith.extui %[[CARRY]] : i1 to i32
//       CHECK:   %[[H0:.*]] = arith.addi %[[C]], %[[A1]] : i32
//       CHECK:   %[[H:.*]] = arith.addi %[[H0]], %[[B1]] : i32
//       CHECK:   %[[Z:.*]] = arith.constant dense<0> : vector<2xi32>
//       CHECK:   %[[R0:.*]] = vector.insert %[[SUM]], %[[Z]] [0] : i32 into vector<2xi32>
//       CHECK:   %[[R:.*]] = vector.insert %[[H]], %[[R0]] [1] : i32 into vector<2xi32>
//       CHECK:   return %[[R]] : vector<2xi32>
// i32 is twice i16: it becomes vector<2xi16>; i64 is too wide and stays,
// which fails the conversion.
// W16: error: failed to legalize
func.func @add(%a: i64, %b: i64) -> i64 {
  %r = arith.addi %a, %b : i64
  return %r : i64
}

// -----

// CHECK-LABEL: func.func @constants(
//       CHECK:   arith.constant dense<1> : vector<2xi32>
//       CHECK:   arith.constant dense<[-1, 2147483647]> : vector<2xi32>
//       CHECK:   arith.constant dense<[0, -2147483648]> : vector<2xi32>
//       CHECK:   arith.constant 7 : i32
func.func @constants() -> (i64, i64, i64, i32) {
  %a = arith.constant 4294967297 : i64
  %b = arith.constant 9223372036854775807 : i64
  %c = arith.constant -9223372036854775808 : i64
  %d = arith.constant 7 : i32
  return %a, %b, %c, %d : i64, i64, i64, i32
}

// -----

// At the default width i32 stays; with widest-int-supported=16 it is the
// wide type.
// CHECK-LABEL: func.func @half_width(
//       CHECK:   arith.addi %arg0, %arg1 : i32
// W16-LABEL: func.func @half_width(
//  W16-SAME:     %[[A:.*]]: vector<2xi16>, %[[B:.*]]: vector<2xi16>) -> vector<2xi16>
//       W16:   arith.addui_extended %{{.*}}, %{{.*}} : i16, i1
func.func @half_width(%a: i32, %b: i32) -> i32 {
  %r = arith.addi %a, %b : i32
  return %r : i32
}

// -----

// Declarations and calls convert their signatures; narrow types stay.
// CHECK-LABEL: func.func private @callee(vector<2xi32>, i16) -> vector<2xi32>
// CHECK-LABEL: func.func @caller(
//       CHECK:   call @callee(%{{.*}}, %{{.*}}) : (vector<2xi32>, i16) -> vector<2xi32>
func.func private @callee(i64, i16) -> i64
func.func @caller(%a: i64, %b: i16) -> i64 {
  %r = call @callee(%a, %b) : (i64, i16) -> i64
  return %r : i64
}

// -----

// CHECK-LABEL: func.func @compare(
//       CHECK:   %[[EQ0:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : i32
//       CHECK:   %[[EQ1:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : i32
//       CHECK:   arith.andi %[[EQ0]], %[[EQ1]] : i1
//       CHECK:   %[[LO:.*]] = arith.cmpi ult, %{{.*}}, %{{.*}} : i32
//       CHECK:   %[[HI:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : i32
//       CHECK:   %[[SAME:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : i32
//       CHECK:   arith.select %[[SAME]], %[[LO]], %[[HI]] : i1
func.func @compare(%a: i64, %b: i64) -> (i1, i1) {
  %x = arith.cmpi eq, %a, %b : i64
  %y = arith.cmpi slt, %a, %b : i64
  return %x, %y : i1, i1
}

// -----

// The semantics, checked by the interpreter: each function builds i64
// values from i32 inputs, computes on them and returns the halves.

// CHECK-LABEL: func.func @arithmetic(
//   CHECK-NOT:   i64
func.func @arithmetic(%a: i32, %b: i32, %c: i32, %d: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c32 = arith.constant 32 : i64
  %al = arith.extui %a : i32 to i64
  %ah = arith.extui %b : i32 to i64
  %ahs = arith.shli %ah, %c32 : i64
  %x = arith.ori %al, %ahs : i64
  %bl = arith.extsi %c : i32 to i64
  %bh = arith.extui %d : i32 to i64
  %bhs = arith.shli %bh, %c32 : i64
  %y = arith.xori %bl, %bhs : i64
  %sum = arith.addi %x, %y : i64
  %diff = arith.subi %x, %y : i64
  %prod = arith.muli %x, %y : i64
  %and = arith.andi %x, %y : i64
  %big = arith.constant -81985529216486896 : i64
  %k = arith.addi %prod, %big : i64
  %s0 = arith.trunci %sum : i64 to i32
  %s1r = arith.shrui %sum, %c32 : i64
  %s1 = arith.trunci %s1r : i64 to i32
  %d0 = arith.trunci %diff : i64 to i32
  %d1r = arith.shrui %diff, %c32 : i64
  %d1 = arith.trunci %d1r : i64 to i32
  %p0 = arith.trunci %k : i64 to i32
  %p1r = arith.shrui %k, %c32 : i64
  %p1 = arith.trunci %p1r : i64 to i32
  %n0 = arith.trunci %and : i64 to i16
  %n0e = arith.extsi %n0 : i16 to i32
  %n1r = arith.shrsi %and, %c32 : i64
  %n1 = arith.trunci %n1r : i64 to i32
  %e = arith.extsi %a : i32 to i64
  %ee = arith.shrsi %e, %c32 : i64
  %e1 = arith.trunci %ee : i64 to i32
  %i = arith.index_cast %c : i32 to index
  %ii = arith.index_cast %i : index to i64
  %ix = arith.index_cast %ii : i64 to index
  %i32 = arith.index_cast %ix : index to i32
  return %s0, %s1, %d0, %d1, %p0, %p1, %n0e, %n1, %e1, %i32 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @comparisons(
//   CHECK-NOT:   i64
func.func @comparisons(%a: i32, %b: i32, %c: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i32, i32, i32, i32) {
  %c32 = arith.constant 32 : i64
  %al = arith.extui %a : i32 to i64
  %bh = arith.extsi %b : i32 to i64
  %bhs = arith.shli %bh, %c32 : i64
  %x = arith.ori %al, %bhs : i64
  %ch = arith.extsi %c : i32 to i64
  %chs = arith.shli %ch, %c32 : i64
  %y = arith.ori %al, %chs : i64
  %eq = arith.cmpi eq, %x, %y : i64
  %ne = arith.cmpi ne, %x, %x : i64
  %slt = arith.cmpi slt, %x, %y : i64
  %sle = arith.cmpi sle, %x, %x : i64
  %sgt = arith.cmpi sgt, %x, %y : i64
  %sge = arith.cmpi sge, %y, %x : i64
  %ult = arith.cmpi ult, %x, %y : i64
  %ule = arith.cmpi ule, %y, %x : i64
  %ugt = arith.cmpi ugt, %x, %y : i64
  %uge = arith.cmpi uge, %x, %y : i64
  %mx = arith.maxsi %x, %y : i64
  %mn = arith.minui %x, %y : i64
  %sel = arith.select %slt, %mx, %mn : i64
  %r0 = arith.trunci %sel : i64 to i32
  %r1s = arith.shrui %sel, %c32 : i64
  %r1 = arith.trunci %r1s : i64 to i32
  %m2 = arith.maxui %x, %y : i64
  %m3 = arith.minsi %x, %y : i64
  %m = arith.subi %m2, %m3 : i64
  %q0 = arith.trunci %m : i64 to i32
  %q1s = arith.shrui %m, %c32 : i64
  %q1 = arith.trunci %q1s : i64 to i32
  return %eq, %ne, %slt, %sle, %sgt, %sge, %ult, %ule, %ugt, %uge, %r0, %r1, %q0, %q1 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i32, i32, i32, i32
}

// -----

// Shifts by 0, 1, 31, 32, 33, 63, by an amount from the input and by a
// zero computed from it (upstream 22's expansion yields poison there).
// CHECK-LABEL: func.func @shifts(
//   CHECK-NOT:   i64
func.func @shifts(%a: i32, %b: i32, %s: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c32 = arith.constant 32 : i64
  %al = arith.extui %a : i32 to i64
  %bh = arith.extui %b : i32 to i64
  %bhs = arith.shli %bh, %c32 : i64
  %x = arith.ori %al, %bhs : i64
  %c63 = arith.constant 63 : i64
  %se = arith.extui %s : i32 to i64
  %amount = arith.andi %se, %c63 : i64
  %k0 = arith.constant 0 : i64
  %k1 = arith.constant 1 : i64
  %k31 = arith.constant 31 : i64
  %k33 = arith.constant 33 : i64
  %l0 = arith.shli %x, %k0 : i64
  %l1 = arith.shrui %x, %k1 : i64
  %l2 = arith.shrsi %x, %k31 : i64
  %l3 = arith.shli %x, %c32 : i64
  %l4 = arith.shrsi %x, %k33 : i64
  %l5 = arith.shrui %x, %c63 : i64
  %l6 = arith.shli %x, %amount : i64
  %l7 = arith.shrui %x, %amount : i64
  %l8 = arith.shrsi %x, %amount : i64
  %c40 = arith.constant 40 : i64
  %zero = arith.shrui %se, %c40 : i64
  %z0 = arith.shli %x, %zero : i64
  %z1 = arith.shrui %x, %zero : i64
  %z2 = arith.shrsi %x, %zero : i64
  %z01 = arith.xori %z0, %z1 : i64
  %z012 = arith.addi %z01, %z2 : i64
  %t0 = arith.xori %l0, %l1 : i64
  %t1 = arith.xori %t0, %l2 : i64
  %t2 = arith.addi %l3, %l4 : i64
  %t3 = arith.addi %l5, %l6 : i64
  %t4a = arith.xori %l7, %l8 : i64
  %t4 = arith.xori %t4a, %z012 : i64
  %r0 = arith.trunci %t1 : i64 to i32
  %r1s = arith.shrui %t1, %c32 : i64
  %r1 = arith.trunci %r1s : i64 to i32
  %r2 = arith.trunci %t2 : i64 to i32
  %r3s = arith.shrui %t3, %c32 : i64
  %r3 = arith.trunci %r3s : i64 to i32
  %r4 = arith.trunci %t4 : i64 to i32
  %r5s = arith.shrsi %t4, %c32 : i64
  %r5 = arith.trunci %r5s : i64 to i32
  return %r0, %r1, %r2, %r3, %r4, %r5 : i32, i32, i32, i32, i32, i32
}

// -----

// Vectors of i64 become vectors with an innermost dim of the two halves,
// cut and put back with strided slices.
// CHECK-LABEL: func.func @vector_add(
//  CHECK-SAME:     %[[A:.*]]: vector<4x2xi32>, %[[B:.*]]: vector<4x2xi32>) -> vector<4x2xi32>
//       CHECK:   %[[A0:.*]] = vector.extract_strided_slice %[[A]] {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
//       CHECK:   %[[A1:.*]] = vector.extract_strided_slice %[[A]] {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
//       CHECK:   %[[SUM:.*]], %[[CARRY:.*]] = arith.addui_extended %[[A0]], %{{.*}} : vector<4x1xi32>, vector<4x1xi1>
//       CHECK:   %[[Z:.*]] = arith.constant dense<0> : vector<4x2xi32>
//       CHECK:   %[[R0:.*]] = vector.insert_strided_slice %[[SUM]], %[[Z]] {offsets = [0, 0], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
//       CHECK:   vector.insert_strided_slice %{{.*}}, %[[R0]] {offsets = [0, 1], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
func.func @vector_add(%a: vector<4xi64>, %b: vector<4xi64>) -> vector<4xi64> {
  %r = arith.addi %a, %b : vector<4xi64>
  return %r : vector<4xi64>
}

// -----

// CHECK-LABEL: func.func @vector_semantics(
//   CHECK-NOT:   i64
func.func @vector_semantics(%a: vector<3xi32>, %b: vector<3xi32>, %s: vector<3xi32>) -> (vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi1>, vector<3xi16>) {
  %c32 = arith.constant dense<32> : vector<3xi64>
  %al = arith.extui %a : vector<3xi32> to vector<3xi64>
  %bh = arith.extsi %b : vector<3xi32> to vector<3xi64>
  %bhs = arith.shli %bh, %c32 : vector<3xi64>
  %x = arith.ori %al, %bhs : vector<3xi64>
  %k = arith.constant dense<[1, -81985529216486896, 4294967296]> : vector<3xi64>
  %p = arith.muli %x, %k : vector<3xi64>
  %d = arith.subi %p, %x : vector<3xi64>
  %c63 = arith.constant dense<63> : vector<3xi64>
  %se = arith.extui %s : vector<3xi32> to vector<3xi64>
  %amount = arith.andi %se, %c63 : vector<3xi64>
  %sh = arith.shrsi %d, %amount : vector<3xi64>
  %lt = arith.cmpi slt, %x, %d : vector<3xi64>
  %mx = arith.maxui %x, %d : vector<3xi64>
  %sel = arith.select %lt, %sh, %mx : vector<3xi1>, vector<3xi64>
  %r0 = arith.trunci %sel : vector<3xi64> to vector<3xi32>
  %r1s = arith.shrui %sel, %c32 : vector<3xi64>
  %r1 = arith.trunci %r1s : vector<3xi64> to vector<3xi32>
  %q0 = arith.trunci %p : vector<3xi64> to vector<3xi32>
  %q1s = arith.shrui %p, %c32 : vector<3xi64>
  %q1 = arith.trunci %q1s : vector<3xi64> to vector<3xi32>
  %narrow = arith.trunci %sh : vector<3xi64> to vector<3xi16>
  return %r0, %r1, %q0, %q1, %lt, %narrow : vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi1>, vector<3xi16>
}

// -----

// Conversions to and from floats.
// CHECK-LABEL: func.func @float_conversions(
//   CHECK-NOT:   i64
//       CHECK:   arith.uitofp %{{.*}} : i32 to f64
//       CHECK:   arith.fptoui %{{.*}} : f64 to i32
func.func @float_conversions(%a: i32, %b: i32, %f: f32) -> (f64, f64, f32, i32, i32, i32, i32) {
  %c32 = arith.constant 32 : i64
  %al = arith.extui %a : i32 to i64
  %bh = arith.extsi %b : i32 to i64
  %bhs = arith.shli %bh, %c32 : i64
  %x = arith.ori %al, %bhs : i64
  %u = arith.uitofp %x : i64 to f64
  %s = arith.sitofp %x : i64 to f64
  %s32 = arith.sitofp %x : i64 to f32
  %big = arith.constant 1.0e+6 : f32
  %g = arith.mulf %f, %big : f32
  %e = arith.extf %g : f32 to f64
  %abs = math.absf %e : f64
  %iu = arith.fptoui %abs : f64 to i64
  %is = arith.fptosi %e : f64 to i64
  %u0 = arith.trunci %iu : i64 to i32
  %u1s = arith.shrui %iu, %c32 : i64
  %u1 = arith.trunci %u1s : i64 to i32
  %s0 = arith.trunci %is : i64 to i32
  %s1s = arith.shrsi %is, %c32 : i64
  %s1 = arith.trunci %s1s : i64 to i32
  return %u, %s, %s32, %u0, %u1, %s0, %s1 : f64, f64, f32, i32, i32, i32, i32
}
