// control-flow-sink: ops used in one branch only move into it.
// RUN: strata-opt %s -split-input-file --control-flow-sink | FileCheck %s
// RUN: strata-opt %s -split-input-file --control-flow-sink --strata-diff-check -o /dev/null

// A chain used only by the then branch moves there, producer first; the
// op used by both a branch and a loop stays; a load (it reads memory)
// stays.
// CHECK-LABEL: func.func @branches(
//       CHECK:   %[[SHARED:.*]] = arith.addi %arg1, %arg1
//       CHECK:   memref.load
//       CHECK:   scf.if
//  CHECK-NEXT:     %[[M:.*]] = arith.muli %[[SHARED]], %arg1
//  CHECK-NEXT:     arith.addi %[[M]], %[[M]]
//       CHECK:   } else {
//  CHECK-NEXT:     %[[S:.*]] = arith.subi %arg1, %arg1
//  CHECK-NEXT:     arith.addi %[[S]], %{{.*}}
//       CHECK:   scf.for
//  CHECK-NEXT:     arith.addi %{{.*}}, %[[SHARED]]
func.func @branches(%c: i1, %x: i32, %m: memref<4xi32>, %i: index) -> (i32, i32) {
  %a = arith.addi %x, %x : i32
  %b = arith.muli %a, %x : i32
  %d = arith.subi %x, %x : i32
  %l = memref.load %m[%i] : memref<4xi32>
  %r = scf.if %c -> i32 {
    %t = arith.addi %b, %b : i32
    scf.yield %t : i32
  } else {
    %u = arith.addi %d, %l : i32
    scf.yield %u : i32
  }
  %c1 = arith.constant 1 : index
  %z = scf.for %k = %c1 to %i step %c1 iter_args(%acc = %x) -> i32 {
    %w = arith.addi %acc, %a : i32
    scf.yield %w : i32
  }
  return %r, %z : i32, i32
}

// -----

// A loop body may run many times: nothing moves into it.
// CHECK-LABEL: func.func @loop_body(
//  CHECK-NEXT:   %[[P:.*]] = arith.muli %arg0, %arg0
//       CHECK:   scf.for
//  CHECK-NEXT:     arith.addi %{{.*}}, %[[P]]
func.func @loop_body(%x: i32, %n: index) -> i32 {
  %p = arith.muli %x, %x : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %x) -> i32 {
    %w = arith.addi %acc, %p : i32
    scf.yield %w : i32
  }
  return %z : i32
}

// -----

// Cases of a switch, and an if nested in a branch: each op lands in the
// innermost region that uses it.
// CHECK-LABEL: func.func @nested(
//  CHECK-NEXT:   scf.index_switch
//  CHECK-NEXT:   case 1 {
//  CHECK-NEXT:     scf.if
//  CHECK-NEXT:       arith.muli
//       CHECK:     } else {
//  CHECK-NEXT:       arith.subi
//       CHECK:   default {
//  CHECK-NEXT:     arith.addi
func.func @nested(%s: index, %c: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  %b = arith.subi %x, %x : i32
  %m = arith.muli %x, %x : i32
  %r = scf.index_switch %s -> i32
  case 1 {
    %i = scf.if %c -> i32 {
      scf.yield %m : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %i : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// A subgraph sinks in upstream's order: the sinker visits the branch's ops last first and
// each op's operands in order, moving each producer to the front of the block (so producers
// precede their users).
// CHECK-LABEL: func.func @sink_order
// CHECK-NEXT:  scf.if %arg0 -> (i32) {
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    %[[D:.*]] = arith.subi %arg2, %arg1 : i32
// CHECK-NEXT:    %[[B:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:    %[[E:.*]] = arith.xori %[[B]], %[[D]] : i32
// CHECK-NEXT:    %[[C:.*]] = arith.ori %[[A]], %[[B]] : i32
// CHECK-NEXT:    %[[F:.*]] = arith.andi %[[C]], %[[E]] : i32
// CHECK-NEXT:    scf.yield %[[F]] : i32
func.func @sink_order(%c: i1, %x: i32, %y: i32) -> i32 {
  %a = arith.addi %x, %y : i32
  %b = arith.muli %x, %x : i32
  %c2 = arith.ori %a, %b : i32
  %d = arith.subi %y, %x : i32
  %e = arith.xori %b, %d : i32
  %f = arith.andi %c2, %e : i32
  %r = scf.if %c -> (i32) {
    scf.yield %f : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
