// convert-math-to-funcs{convert-ctlz}: math.ctlz on an integer becomes a
// call of a linkonce_odr function per type, appended to the module, that
// shifts its argument left until the sign bit is set (the width for 0); a
// vector is counted element by element. The differential check runs the
// functions against math.ctlz's own semantics.
// RUN: strata-opt %s --pass-pipeline='builtin.module(convert-math-to-funcs{convert-ctlz})' | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(convert-math-to-funcs{convert-ctlz},convert-scf-to-cf)' -o /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-seed=3 --pass-pipeline='builtin.module(convert-math-to-funcs{convert-ctlz},convert-scf-to-cf)' -o /dev/null
// RUN: strata-opt %s --convert-math-to-funcs | FileCheck %s --check-prefix=OFF

// OFF-NOT: call
// OFF-COUNT-3: math.ctlz

// CHECK-LABEL: func.func @count_leading(
// CHECK-SAME:      %[[A:.*]]: i16, %[[B:.*]]: i64, %[[V:.*]]: vector<2x2xi16>)
// CHECK:         %[[CA:.*]] = call @__mlir_math_ctlz_i16(%[[A]]) : (i16) -> i16
// CHECK:         %[[CB:.*]] = call @__mlir_math_ctlz_i64(%[[B]]) : (i64) -> i64
// CHECK:         %[[ZERO:.*]] = arith.constant dense<0> : vector<2x2xi16>
// CHECK:         %[[E0:.*]] = vector.extract %[[V]][0, 0] : i16 from vector<2x2xi16>
// CHECK:         %[[C0:.*]] = call @__mlir_math_ctlz_i16(%[[E0]])
// CHECK:         %[[I0:.*]] = vector.insert %[[C0]], %[[ZERO]] [0, 0] : i16 into vector<2x2xi16>
// CHECK:         vector.extract %[[V]][0, 1]
// CHECK:         vector.extract %[[V]][1, 0]
// CHECK:         %[[E3:.*]] = vector.extract %[[V]][1, 1]
// CHECK:         %[[C3:.*]] = call @__mlir_math_ctlz_i16(%[[E3]])
// CHECK:         %[[I3:.*]] = vector.insert %[[C3]], %{{.*}} [1, 1]
// CHECK:         return %[[CA]], %[[CB]], %[[I3]]
func.func @count_leading(%a: i16, %b: i64, %v: vector<2x2xi16>) -> (i16, i64, vector<2x2xi16>) {
  %0 = math.ctlz %a : i16
  %1 = math.ctlz %b : i64
  %2 = math.ctlz %v : vector<2x2xi16>
  return %0, %1, %2 : i16, i64, vector<2x2xi16>
}

// One function per type, after the functions that call it.
// CHECK-LABEL: func.func private @__mlir_math_ctlz_i16(
// CHECK-SAME:      %[[X:.*]]: i16) -> i16 attributes {llvm.linkage = #llvm.linkage<linkonce_odr>}
// CHECK-DAG:     %[[W:.*]] = arith.constant 16 : i16
// CHECK-DAG:     %[[Z:.*]] = arith.constant 0 : i16
// CHECK:         %[[IS0:.*]] = arith.cmpi eq, %[[X]], %[[Z]] : i16
// CHECK:         %[[R:.*]] = scf.if %[[IS0]] -> (i16) {
// CHECK:           scf.yield %[[W]] : i16
// CHECK:         } else {
// CHECK:           %[[L:.*]]:2 = scf.for %{{.*}} = %c1 to %c16 step %c1 iter_args(%[[BITS:.*]] = %[[X]], %[[N:.*]] = %{{.*}}) -> (i16, i16) {
// CHECK:             %[[NEG:.*]] = arith.cmpi slt, %[[BITS]], %[[Z]] : i16
// CHECK:             scf.if %[[NEG]] -> (i16, i16) {
// CHECK:               scf.yield %[[BITS]], %[[N]] : i16, i16
// CHECK:             } else {
// CHECK:               arith.addi %[[N]], %{{.*}} : i16
// CHECK:               arith.shli %[[BITS]], %{{.*}} : i16
// CHECK:           scf.yield %[[L]]#1 : i16
// CHECK:         return %[[R]] : i16
// CHECK-LABEL: func.func private @__mlir_math_ctlz_i64(
// CHECK-NOT:   func.func private @__mlir_math_ctlz_i16
