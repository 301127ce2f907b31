// A branch is not collapsed into a chain of branches that cycles, which
// would rewrite forever and, in one greedy run over the whole module,
// starve the functions after it of their folds.
// RUN: strata-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @three_block_ring
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  }
func.func @three_block_ring() {
  cf.br ^a
^a:
  cf.br ^b
^b:
  cf.br ^c
^c:
  cf.br ^a
}

// The ring above leaves this function's straight-line chain to fold.
// CHECK-LABEL: func.func @after_the_ring
// CHECK-NEXT:    %[[C:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    return %[[C]] : i32
func.func @after_the_ring() -> i32 {
  cf.br ^a
^a:
  cf.br ^b
^b:
  %c = arith.constant 7 : i32
  return %c : i32
}

// A chain that enters a ring after a block of work keeps the work.
// CHECK-LABEL: func.func @into_a_ring(
// CHECK:         call @work() : () -> ()
// CHECK:         cf.br ^[[RING:.*]]
// CHECK:       ^[[RING]]:
// CHECK-NEXT:    cf.br ^[[RING]]
func.func private @work()
func.func @into_a_ring() {
  func.call @work() : () -> ()
  cf.br ^a
^a:
  cf.br ^b
^b:
  cf.br ^a
}
