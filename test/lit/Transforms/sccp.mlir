// RUN: strata-opt %s -sccp | FileCheck %s

// Only the taken edge reaches ^bb2: %x is 3 and the product folds.
// CHECK-LABEL: func.func @taken_edge
// CHECK-DAG:     %[[C9:.*]] = arith.constant 9 : i32
// CHECK:       ^bb2(%{{.*}}: i32):
// CHECK-NEXT:    return %[[C9]] : i32
func.func @taken_edge() -> i32 {
  %c1 = arith.constant 1 : i32
  %true = arith.constant true
  cf.cond_br %true, ^bb1, ^bb2(%c1 : i32)
^bb1:
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  cf.br ^bb2(%s : i32)
^bb2(%x: i32):
  %y = arith.muli %x, %x : i32
  return %y : i32
}

// Two different values meet: not constant.
// CHECK-LABEL: func.func @overdefined
// CHECK: ^bb3(%[[X:.*]]: i32):
// CHECK-NEXT: arith.muli %[[X]], %[[X]]
func.func @overdefined(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%c1 : i32)
^bb2:
  cf.br ^bb3(%c2 : i32)
^bb3(%x: i32):
  %y = arith.muli %x, %x : i32
  return %y : i32
}

// A switch on a constant takes one case (its SuccessorFor): only case 2's
// edge reaches ^bb1, so its argument is the constant 7, not 5. (mlir-opt-22
// tracks edges by block pair and meets 5 and 7 here; Strata tracks each
// successor, as it does for a cond_br with both successors one block.)
// CHECK-LABEL: func.func @switch_constant
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : i32
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: return %[[C7]] : i32
func.func @switch_constant() -> i32 {
  %flag = arith.constant 2 : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  cf.switch %flag : i32, [
    default: ^bb1(%c5 : i32),
    2: ^bb1(%c7 : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}
