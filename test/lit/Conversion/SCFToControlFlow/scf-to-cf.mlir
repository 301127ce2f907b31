// scf.for/if/while/index_switch/execute_region become blocks; scf.parallel
// without reductions becomes nested loops.
// RUN: strata-opt %s --convert-scf-to-cf | FileCheck %s

// CHECK-LABEL: func.func @for_loop(
// CHECK-SAME: %[[ARG0:.*]]: index, %[[ARG1:.*]]: index, %[[ARG2:.*]]: index, %[[ARG3:.*]]: f32) -> f32
// CHECK: cf.br ^bb1(%[[ARG0]], %[[ARG3]] : index, f32)
// CHECK: ^bb1(%[[BARG:.*]]: index, %[[BARG_1:.*]]: f32):  // 2 preds: ^bb0, ^bb2
// CHECK: %[[CMPI:.*]] = arith.cmpi slt, %[[BARG]], %[[ARG1]] : index
// CHECK: cf.cond_br %[[CMPI]], ^bb2, ^bb3
// CHECK: ^bb2:  // pred: ^bb1
// CHECK: %[[ADDF:.*]] = arith.addf %[[BARG_1]], %[[BARG_1]] : f32
// CHECK: %[[ADDI:.*]] = arith.addi %[[BARG]], %[[ARG2]] : index
// CHECK: cf.br ^bb1(%[[ADDI]], %[[ADDF]] : index, f32)
// CHECK: ^bb3:  // pred: ^bb1
// CHECK: return %[[BARG_1]] : f32
func.func @for_loop(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %n = arith.addf %acc, %acc : f32
    scf.yield %n : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @if_else(
// CHECK-SAME: %[[ARG0:.*]]: i1, %[[ARG1:.*]]: i64, %[[ARG2:.*]]: i64) -> i64
// CHECK: cf.cond_br %[[ARG0]], ^bb1, ^bb2
// CHECK: ^bb1:  // pred: ^bb0
// CHECK: cf.br ^bb3(%[[ARG1]] : i64)
// CHECK: ^bb2:  // pred: ^bb0
// CHECK: cf.br ^bb3(%[[ARG2]] : i64)
// CHECK: ^bb3(%[[BARG:.*]]: i64):  // 2 preds: ^bb1, ^bb2
// CHECK: cf.br ^bb4
// CHECK: ^bb4:  // pred: ^bb3
// CHECK: return %[[BARG]] : i64
func.func @if_else(%c: i1, %a: i64, %b: i64) -> i64 {
  %r = scf.if %c -> (i64) {
    scf.yield %a : i64
  } else {
    scf.yield %b : i64
  }
  return %r : i64
}

// CHECK-LABEL: func.func @if_no_else(
// CHECK-SAME: %[[ARG0:.*]]: i1, %[[ARG1:.*]]: memref<1xi8>, %[[ARG2:.*]]: i8)
// CHECK: %[[CONSTANT:.*]] = arith.constant 0 : index
// CHECK: cf.cond_br %[[ARG0]], ^bb1, ^bb2
// CHECK: ^bb1:  // pred: ^bb0
// CHECK: memref.store %[[ARG2]], %[[ARG1]][%[[CONSTANT]]] : memref<1xi8>
// CHECK: cf.br ^bb2
// CHECK: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK: return
func.func @if_no_else(%c: i1, %m: memref<1xi8>, %v: i8) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %v, %m[%c0] : memref<1xi8>
  }
  return
}

// CHECK-LABEL: func.func @while_loop(
// CHECK-SAME: %[[ARG0:.*]]: i32) -> i32
// CHECK: %[[CONSTANT:.*]] = arith.constant 1 : i32
// CHECK: cf.br ^bb1(%[[ARG0]] : i32)
// CHECK: ^bb1(%[[BARG:.*]]: i32):  // 2 preds: ^bb0, ^bb2
// CHECK: %[[CMPI:.*]] = arith.cmpi sgt, %[[BARG]], %[[CONSTANT]] : i32
// CHECK: cf.cond_br %[[CMPI]], ^bb2(%[[BARG]] : i32), ^bb3(%[[BARG]] : i32)
// CHECK: ^bb2(%[[BARG_1:.*]]: i32):  // pred: ^bb1
// CHECK: %[[SUBI:.*]] = arith.subi %[[BARG_1]], %[[CONSTANT]] : i32
// CHECK: cf.br ^bb1(%[[SUBI]] : i32)
// CHECK: ^bb3(%[[BARG_2:.*]]: i32):  // pred: ^bb1
// CHECK: cf.br ^bb4
// CHECK: ^bb4:  // pred: ^bb3
// CHECK: return %[[BARG_2]] : i32
func.func @while_loop(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %n) : (i32) -> i32 {
    %cond = arith.cmpi sgt, %i, %c1 : i32
    scf.condition(%cond) %i : i32
  } do {
  ^bb0(%j: i32):
    %k = arith.subi %j, %c1 : i32
    scf.yield %k : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @index_switch(
// CHECK-SAME: %[[ARG0:.*]]: index) -> i32
// CHECK: %[[INDEX_CAST:.*]] = arith.index_cast %[[ARG0]] : index to i32
// CHECK: cf.switch %[[INDEX_CAST]] : i32, [
// CHECK: default: ^bb1,
// CHECK: 1: ^bb2
// CHECK: ]
// CHECK: ^bb1:  // pred: ^bb0
// CHECK: %[[CONSTANT:.*]] = arith.constant 20 : i32
// CHECK: cf.br ^bb3(%[[CONSTANT]] : i32)
// CHECK: ^bb2:  // pred: ^bb0
// CHECK: %[[CONSTANT_1:.*]] = arith.constant 10 : i32
// CHECK: cf.br ^bb3(%[[CONSTANT_1]] : i32)
// CHECK: ^bb3(%[[BARG:.*]]: i32):  // 2 preds: ^bb1, ^bb2
// CHECK: cf.br ^bb4
// CHECK: ^bb4:  // pred: ^bb3
// CHECK: return %[[BARG]] : i32
func.func @index_switch(%x: index) -> i32 {
  %r = scf.index_switch %x -> i32
  case 1 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  default {
    %b = arith.constant 20 : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @parallel(
// CHECK-SAME: %[[ARG0:.*]]: memref<?x?xf32>, %[[ARG1:.*]]: index, %[[ARG2:.*]]: index)
// CHECK: %[[CONSTANT:.*]] = arith.constant 0 : index
// CHECK: %[[CONSTANT_1:.*]] = arith.constant 1 : index
// CHECK: %[[CONSTANT_2:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: cf.br ^bb1(%[[CONSTANT]] : index)
// CHECK: ^bb1(%[[BARG:.*]]: index):  // 2 preds: ^bb0, ^bb5
// CHECK: %[[CMPI:.*]] = arith.cmpi slt, %[[BARG]], %[[ARG1]] : index
// CHECK: cf.cond_br %[[CMPI]], ^bb2, ^bb6
// CHECK: ^bb2:  // pred: ^bb1
// CHECK: cf.br ^bb3(%[[CONSTANT]] : index)
// CHECK: ^bb3(%[[BARG_1:.*]]: index):  // 2 preds: ^bb2, ^bb4
// CHECK: %[[CMPI_1:.*]] = arith.cmpi slt, %[[BARG_1]], %[[ARG2]] : index
// CHECK: cf.cond_br %[[CMPI_1]], ^bb4, ^bb5
// CHECK: ^bb4:  // pred: ^bb3
// CHECK: memref.store %[[CONSTANT_2]], %[[ARG0]][%[[BARG]], %[[BARG_1]]] : memref<?x?xf32>
// CHECK: %[[ADDI:.*]] = arith.addi %[[BARG_1]], %[[CONSTANT_1]] : index
// CHECK: cf.br ^bb3(%[[ADDI]] : index)
// CHECK: ^bb5:  // pred: ^bb3
// CHECK: %[[ADDI_1:.*]] = arith.addi %[[BARG]], %[[CONSTANT_1]] : index
// CHECK: cf.br ^bb1(%[[ADDI_1]] : index)
// CHECK: ^bb6:  // pred: ^bb1
// CHECK: return
func.func @parallel(%m: memref<?x?xf32>, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %k) step (%c1, %c1) {
    memref.store %z, %m[%i, %j] : memref<?x?xf32>
  }
  return
}

// CHECK-LABEL: func.func @execute_region() -> i16
// CHECK: cf.br ^bb1
// CHECK: ^bb1:  // pred: ^bb0
// CHECK: %[[CONSTANT:.*]] = arith.constant 3 : i16
// CHECK: cf.br ^bb2(%[[CONSTANT]] : i16)
// CHECK: ^bb2(%[[BARG:.*]]: i16):  // pred: ^bb1
// CHECK: cf.br ^bb3
// CHECK: ^bb3:  // pred: ^bb2
// CHECK: return %[[BARG]] : i16

func.func @execute_region() -> i16 {
  %r = scf.execute_region -> i16 {
    %a = arith.constant 3 : i16
    scf.yield %a : i16
  }
  return %r : i16
}
