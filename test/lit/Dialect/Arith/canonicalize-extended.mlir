// arith's extended ops made plain where their second result is unused,
// mulsi_extended by one made a sign test, and subi(subi(a, b), a) keeping
// the overflow flags both had, as mlir-opt-22 (outputs checked against
// `mlir-opt-22 -canonicalize -split-input-file`).
// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @sub_sub_flags(
// CHECK-SAME: %[[X:.*]]: index, %[[Y:.*]]: index)
// CHECK: %[[Z:.*]] = arith.constant 0 : index
// CHECK: %[[R:.*]] = arith.subi %[[Z]], %[[Y]] overflow<nsw> : index
// CHECK: return %[[R]]
func.func @sub_sub_flags(%x: index, %y: index) -> index {
  %s = arith.subi %x, %y overflow<nsw, nuw> : index
  %t = arith.subi %s, %x overflow<nsw> : index
  return %t : index
}

// -----

// CHECK-LABEL: func.func @carry_unused(
// CHECK-SAME: %[[X:.*]]: vector<2xi16>, %[[Y:.*]]: vector<2xi16>)
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[X]], %[[Y]] : vector<2xi16>
// CHECK-NEXT: return %[[S]]
func.func @carry_unused(%x: vector<2xi16>, %y: vector<2xi16>) -> vector<2xi16> {
  %s, %c = arith.addui_extended %x, %y : vector<2xi16>, vector<2xi1>
  return %s : vector<2xi16>
}

// -----

// CHECK-LABEL: func.func @carry_used(
// CHECK: arith.addui_extended
func.func @carry_used(%x: i8, %y: i8) -> (i8, i1) {
  %s, %c = arith.addui_extended %x, %y : i8, i1
  return %s, %c : i8, i1
}

// -----

// CHECK-LABEL: func.func @high_unused(
// CHECK-SAME: %[[X:.*]]: i64, %[[Y:.*]]: i64)
// CHECK-NEXT: %[[A:.*]] = arith.muli %[[X]], %[[Y]] : i64
// CHECK-NEXT: %[[B:.*]] = arith.muli %[[Y]], %[[X]] : i64
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @high_unused(%x: i64, %y: i64) -> (i64, i64) {
  %l, %h = arith.mulsi_extended %x, %y : i64
  %l2, %h2 = arith.mului_extended %y, %x : i64
  return %l, %l2 : i64, i64
}

// -----

// CHECK-LABEL: func.func @signed_times_one(
// CHECK-SAME: %[[X:.*]]: i32)
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: %[[N:.*]] = arith.cmpi slt, %[[X]], %[[Z]] : i32
// CHECK: %[[H:.*]] = arith.extsi %[[N]] : i1 to i32
// CHECK: return %[[X]], %[[H]]
func.func @signed_times_one(%x: i32) -> (i32, i32) {
  %one = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %x, %one : i32
  return %l, %h : i32, i32
}

// -----

// A splat one too; not on i1, whose 1 is -1.
// CHECK-LABEL: func.func @signed_times_one_splat(
// CHECK-SAME: %[[X:.*]]: vector<4xi16>, %[[B:.*]]: i1)
// CHECK-DAG: %[[T:.*]] = arith.constant true
// CHECK-DAG: %[[Z:.*]] = arith.constant dense<0> : vector<4xi16>
// CHECK: %[[N:.*]] = arith.cmpi slt, %[[X]], %[[Z]] : vector<4xi16>
// CHECK: %[[H:.*]] = arith.extsi %[[N]] : vector<4xi1> to vector<4xi16>
// CHECK: %[[L1:.*]], %[[H1:.*]] = arith.mulsi_extended %[[B]], %[[T]] : i1
// CHECK: return %[[X]], %[[H]], %[[L1]], %[[H1]]
func.func @signed_times_one_splat(%x: vector<4xi16>, %b: i1) -> (vector<4xi16>, vector<4xi16>, i1, i1) {
  %one = arith.constant dense<1> : vector<4xi16>
  %l, %h = arith.mulsi_extended %x, %one : vector<4xi16>
  %t = arith.constant true
  %l1, %h1 = arith.mulsi_extended %b, %t : i1
  return %l, %h, %l1, %h1 : vector<4xi16>, vector<4xi16>, i1, i1
}
