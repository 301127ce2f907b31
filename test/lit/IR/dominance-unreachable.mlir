// RUN: strata-opt %s -split-input-file | strata-opt -split-input-file | FileCheck %s
// RUN: strata-opt %s -split-input-file -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: strata-opt %s -split-input-file -sccp -cse | FileCheck %s --check-prefix=OTHER

// Dominance means nothing in a block no path from the entry reaches, so an
// op there may use its own result (as in MLIR); canonicalize leaves such
// blocks alone until it erases them, rather than rewriting
// addi(addi(x, 1), 1) -> addi(x, 2) forever; other passes keep them.
// CHECK-LABEL: func.func @self_reference
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[C:.*]] = arith.constant 1 : i64
// CHECK-NEXT:    %[[A:.*]] = arith.addi %[[A]], %[[C]] : i64
// CHECK-NEXT:    cf.br ^bb1
// CANON-LABEL: func.func @self_reference
// CANON-NEXT:    return
// CANON-NEXT:  }
// OTHER-LABEL: func.func @self_reference
// OTHER:         arith.addi
func.func @self_reference() {
  return
^unreachable:
  %c1 = arith.constant 1 : i64
  %add = arith.addi %add, %c1 : i64
  cf.br ^unreachable
}

// -----

// Ops nested in an unreachable block are still checked within their own
// regions, and an unreachable block's op may use a value of another one.
// CHECK-LABEL: func.func @nested_and_cross_block
// CANON-LABEL: func.func @nested_and_cross_block
// CANON-NEXT:    return
func.func @nested_and_cross_block(%c: i1) {
  return
^a:
  %x = arith.xori %y, %y : i1
  %r = scf.if %x -> i1 {
    scf.yield %c : i1
  } else {
    scf.yield %x : i1
  }
  cf.br ^b
^b:
  %y = arith.andi %x, %r : i1
  cf.br ^a
}
