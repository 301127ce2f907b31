// RUN: strata-opt %s -split-input-file | strata-opt -split-input-file | FileCheck %s --check-prefix=ROUND
// RUN: strata-opt %s -split-input-file -loop-invariant-code-motion | FileCheck %s

// test.graph_loop is a loop (for code motion) whose block is a graph, ended by
// test.region_yield; test.single_no_terminator_op holds one block without a terminator.
// Invariant ops leave a graph loop in an order where each follows what it uses; an op that
// uses a value of the loop stays.
// ROUND-LABEL: func.func @graph_loop
// ROUND-NEXT:  test.single_no_terminator_op : {
// ROUND-NEXT:    test.graph_loop {
// ROUND-NEXT:    ^bb0(%[[A:.*]]: i32):
// ROUND-NEXT:      %[[S:.*]] = arith.subi %[[A]], %[[V0:.*]] : i32
// ROUND-NEXT:      %[[V0]] = arith.addi %[[C:.*]], %[[V1:.*]] : i32
// ROUND-NEXT:      %[[V1]] = arith.addi %[[C]], %[[C]] : i32
// ROUND-NEXT:      %[[C]] = arith.constant 5 : i32
// ROUND-NEXT:      test.region_yield %[[S]] : i32
// ROUND-NEXT:    } : () -> ()
// ROUND-NEXT:  }
// CHECK-LABEL: func.func @graph_loop
// CHECK-NEXT:  test.single_no_terminator_op : {
// CHECK-NEXT:    %[[C:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    %[[V1:.*]] = arith.addi %[[C]], %[[C]] : i32
// CHECK-NEXT:    %[[V0:.*]] = arith.addi %[[C]], %[[V1]] : i32
// CHECK-NEXT:    test.graph_loop {
// CHECK-NEXT:    ^bb0(%[[A:.*]]: i32):
// CHECK-NEXT:      %[[S:.*]] = arith.subi %[[A]], %[[V0]] : i32
// CHECK-NEXT:      test.region_yield %[[S]] : i32
// CHECK-NEXT:    } : () -> ()
// CHECK-NEXT:  }
func.func @graph_loop() {
  test.single_no_terminator_op : {
    test.graph_loop {
    ^bb0(%a: i32):
      %s = arith.subi %a, %v0 : i32
      %v0 = arith.addi %c0, %v1 : i32
      %v1 = arith.addi %c0, %c0 : i32
      %c0 = arith.constant 5 : i32
      test.region_yield %s : i32
    } : () -> ()
  }
  return
}
