// RUN: strata-opt %s -canonicalize -split-input-file -allow-unregistered-dialect | FileCheck %s

// Folds, identities and constant hoisting.
// CHECK-LABEL: func.func @identities
// CHECK-DAG:     %[[C9:.*]] = arith.constant 9 : i32
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : i32
// CHECK:         %[[S:.*]] = arith.addi %arg0, %[[C1]] : i32
// CHECK-NEXT:    return %[[S]], %[[C9]] : i32, i32
func.func @identities(%a: i32, %c: i1) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.muli %0, %c1 : i32
  %2 = arith.select %c, %1, %1 : i32
  %3 = arith.cmpi eq, %2, %2 : i32
  %4 = arith.extui %3 : i1 to i32
  %5 = arith.addi %4, %2 : i32
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %6 = arith.addi %c4, %c5 : i32
  return %5, %6 : i32, i32
}

// -----

// Dead ops go, ops with side effects stay.
// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    "test.effect"() : () -> ()
// CHECK-NEXT:    return
func.func @dead(%a: i32) {
  %0 = arith.addi %a, %a : i32
  "test.effect"() : () -> ()
  return
}

// -----

// Memory effects decide what is dead: an unused op whose effects are only reads (loads, a
// transfer_read of a memref) or on a buffer it allocates (memref.alloc, memref.alloca) goes,
// and so does a linalg op on tensors, which has none; writes and frees stay. The alloc only
// deallocated goes after its load (SimplifyDeadAlloc).
// CHECK-LABEL: func.func @dead_reads
// CHECK-SAME:  (%[[M:.*]]: memref<4xf32>, %[[T:.*]]: tensor<4xf32>, %[[I:.*]]: index, %[[V:.*]]: f32)
// CHECK-NEXT:    memref.store %[[V]], %[[M]][%[[I]]] : memref<4xf32>
// CHECK-NEXT:    linalg.fill ins(%[[V]] : f32) outs(%[[M]] : memref<4xf32>)
// CHECK-NEXT:    memref.dealloc %[[M]] : memref<4xf32>
// CHECK-NEXT:    return
func.func @dead_reads(%m: memref<4xf32>, %t: tensor<4xf32>, %i: index, %v: f32) {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4) : memref<?xf32>
  %0 = memref.load %a[%i] : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  %2 = affine.load %m[%i + 1] : memref<4xf32>
  %3 = vector.load %m[%i] : memref<4xf32>, vector<2xf32>
  %4 = vector.transfer_read %m[%i], %v : memref<4xf32>, vector<4xf32>
  %5 = vector.transfer_read %t[%i], %v : tensor<4xf32>, vector<4xf32>
  %6 = memref.alloca() : memref<8xf32>
  %7 = memref.alloc() : memref<8xf32>
  %8 = linalg.copy ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  memref.store %v, %m[%i] : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%m : memref<4xf32>)
  memref.dealloc %m : memref<4xf32>
  return
}

// -----

// Branch folding and block merging.
// CHECK-LABEL: func.func @branches
// CHECK-NEXT:    %[[C:.*]] = arith.constant 9 : i32
// CHECK-NEXT:    return %[[C]] : i32
func.func @branches() -> i32 {
  %c1 = arith.constant 1 : i32
  %true = arith.constant true
  cf.cond_br %true, ^bb1, ^bb2(%c1 : i32)
^bb1:
  %c3 = arith.constant 3 : i32
  cf.br ^bb2(%c3 : i32)
^bb2(%x: i32):
  %y = arith.muli %x, %x : i32
  return %y : i32
}

// -----

// A condition that is not constant keeps both successors.
// CHECK-LABEL: func.func @not_constant
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb2
func.func @not_constant(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %b : i32
}
