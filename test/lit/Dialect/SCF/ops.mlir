// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @for_loops
// CHECK-SAME: (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[ST:.*]]: index, %[[INIT:.*]]: f32)
func.func @for_loops(%lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  // CHECK: scf.for %[[IV:.*]] = %[[LB]] to %[[UB]] step %[[ST]] {
  // CHECK-NEXT: arith.addi %[[IV]], %[[IV]] : index
  // CHECK-NEXT: }
  scf.for %i = %lb to %ub step %st {
    %x = arith.addi %i, %i : index
  }
  // CHECK: %[[R:.*]] = scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[ST]] iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32) {
  // CHECK-NEXT: %[[Y:.*]] = arith.addf %[[ACC]], %[[ACC]] : f32
  // CHECK-NEXT: scf.yield %[[Y]] : f32
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (f32) {
    %y = arith.addf %acc, %acc : f32
    scf.yield %y : f32
  }
  // CHECK: %{{.*}}:2 = scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[ST]] iter_args(%[[X:.*]] = %[[INIT]], %[[Z:.*]] = %[[INIT]]) -> (f32, f32) {
  // CHECK-NEXT: scf.yield %[[Z]], %[[X]] : f32, f32
  %a, %b = scf.for %i = %lb to %ub step %st iter_args(%x = %init, %z = %init) -> (f32, f32) {
    scf.yield %z, %x : f32, f32
  }
  // CHECK: return %[[R]] : f32
  return %r : f32
}

// CHECK-LABEL: func.func @for_integer_iv
func.func @for_integer_iv(%init: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %c1 = arith.constant 1 : i32
  // CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} : i32 {
  scf.for %j = %c0 to %c10 step %c1 : i32 {
  }
  // CHECK: scf.for unsigned %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %{{.*}}) -> (f32) : i32 {
  // CHECK-NEXT: scf.yield %[[A]] : f32
  %q = scf.for unsigned %j = %c0 to %c10 step %c1 iter_args(%z = %init) -> (f32) : i32 {
    scf.yield %z : f32
  }
  return %q : f32
}

// CHECK-LABEL: func.func @ifs
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: f32)
func.func @ifs(%c: i1, %a: f32) -> f32 {
  // CHECK: scf.if %[[C]] {
  // CHECK-NEXT: }
  scf.if %c {
  }
  // CHECK: scf.if %[[C]] {
  // CHECK-NEXT: arith.addf
  // CHECK-NEXT: } else {
  // CHECK-NEXT: arith.mulf
  // CHECK-NEXT: }
  scf.if %c {
    %x = arith.addf %a, %a : f32
  } else {
    %y = arith.mulf %a, %a : f32
  }
  // CHECK: %[[R:.*]] = scf.if %[[C]] -> (f32) {
  // CHECK-NEXT: scf.yield %[[A]] : f32
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[N:.*]] = arith.negf %[[A]] : f32
  // CHECK-NEXT: scf.yield %[[N]] : f32
  // CHECK-NEXT: }
  %r = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    %n = arith.negf %a : f32
    scf.yield %n : f32
  }
  // CHECK: %{{.*}}:2 = scf.if %[[C]] -> (f32, i1) {
  %r2:2 = scf.if %c -> (f32, i1) {
    scf.yield %a, %c : f32, i1
  } else {
    scf.yield %a, %c : f32, i1
  }
  return %r : f32
}

// CHECK-LABEL: func.func @while
func.func @while(%a: i32) -> i32 {
  // CHECK: %[[R:.*]] = scf.while (%[[X:.*]] = %{{.*}}) : (i32) -> i32 {
  // CHECK-NEXT: %[[C:.*]] = arith.cmpi slt, %[[X]], %[[X]] : i32
  // CHECK-NEXT: scf.condition(%[[C]]) %[[X]] : i32
  // CHECK-NEXT: } do {
  // CHECK-NEXT: ^bb0(%[[Y:.*]]: i32):
  // CHECK-NEXT: scf.yield %[[Y]] : i32
  // CHECK-NEXT: }
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %x : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  // CHECK: scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : (i32, i32) -> (i32, f32) {
  // CHECK: scf.condition(%{{.*}}) %{{.*}}, %{{.*}} : i32, f32
  // CHECK: } do {
  // CHECK-NEXT: ^bb0(%{{.*}}: i32, %{{.*}}: f32):
  %f = arith.constant 1.0 : f32
  %r2:2 = scf.while (%x = %a, %x2 = %a) : (i32, i32) -> (i32, f32) {
    %c = arith.cmpi slt, %x, %x2 : i32
    scf.condition(%c) %x, %f : i32, f32
  } do {
  ^bb0(%y: i32, %y2: f32):
    scf.yield %y, %y : i32, i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @execute_region
func.func @execute_region() -> i32 {
  // CHECK: %[[R:.*]] = scf.execute_region -> i32 {
  // CHECK-NEXT: %[[C:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: scf.yield %[[C]] : i32
  // CHECK-NEXT: }
  %r = scf.execute_region -> i32 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  // CHECK: scf.execute_region no_inline {
  // CHECK-NEXT: scf.yield
  // CHECK-NEXT: }
  scf.execute_region no_inline {
    scf.yield
  }
  // CHECK: scf.execute_region -> i32 {
  // CHECK-NEXT: cf.br ^bb1
  // CHECK-NEXT: ^bb1:
  %r2 = scf.execute_region -> i32 {
    cf.br ^bb1
  ^bb1:
    %c = arith.constant 2 : i32
    scf.yield %c : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @index_switch
func.func @index_switch(%i: index) -> i32 {
  // CHECK: %{{.*}} = scf.index_switch %{{.*}} -> i32
  // CHECK-NEXT: case 2 {
  // CHECK-NEXT: arith.constant 1 : i32
  // CHECK-NEXT: scf.yield
  // CHECK-NEXT: }
  // CHECK-NEXT: case 5 {
  // CHECK: default {
  // CHECK-NEXT: arith.constant 3 : i32
  %r = scf.index_switch %i -> i32
  case 2 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  case 5 {
    %c = arith.constant 2 : i32
    scf.yield %c : i32
  }
  default {
    %c = arith.constant 3 : i32
    scf.yield %c : i32
  }
  // CHECK: scf.index_switch %{{.*}}
  // CHECK-NEXT: default {
  // CHECK-NEXT: }
  scf.index_switch %i
  default {
  }
  return %r : i32
}

// CHECK-LABEL: func.func @parallel
// CHECK-SAME: (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[ST:.*]]: index, %[[F:.*]]: f32)
func.func @parallel(%lb: index, %ub: index, %st: index, %f: f32) -> f32 {
  // CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%[[LB]], %[[LB]]) to (%[[UB]], %[[UB]]) step (%[[ST]], %[[ST]]) {
  // CHECK-NEXT: arith.addi %[[I]], %[[J]] : index
  // CHECK-NEXT: scf.reduce
  // CHECK-NEXT: }
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    %x = arith.addi %i, %j : index
  }
  // CHECK: %{{.*}} = scf.parallel (%{{.*}}) = (%[[LB]]) to (%[[UB]]) step (%[[ST]]) init (%[[F]]) -> f32 {
  // CHECK-NEXT: scf.reduce(%[[F]] : f32) {
  // CHECK-NEXT: ^bb0(%[[L:.*]]: f32, %[[R:.*]]: f32):
  // CHECK-NEXT: %[[S:.*]] = arith.addf %[[L]], %[[R]] : f32
  // CHECK-NEXT: scf.reduce.return %[[S]] : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: }
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  // CHECK: scf.parallel
  // CHECK: scf.reduce(%{{.*}}, %{{.*}} : f32, i32) {
  // CHECK: scf.reduce.return %{{.*}} : f32
  // CHECK-NEXT: }, {
  // CHECK: scf.reduce.return %{{.*}} : i32
  %c1 = arith.constant 1 : i32
  %r2:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%f, %c1) -> (f32, i32) {
    scf.reduce(%f, %c1 : f32, i32) {
    ^bb0(%l: f32, %rr: f32):
      scf.reduce.return %l : f32
    }, {
    ^bb0(%l: i32, %rr: i32):
      scf.reduce.return %rr : i32
    }
  }
  return %r : f32
}

// CHECK-LABEL: func.func @forall
func.func @forall(%t: tensor<8xf32>, %u: index) -> tensor<8xf32> {
  // CHECK: scf.forall (%{{.*}}, %{{.*}}) in (4, %{{.*}}) {
  // CHECK-NEXT: }
  scf.forall (%i, %j) in (4, %u) {
  }
  // CHECK: scf.forall (%{{.*}}) = (0) to (8) step (2) {
  // CHECK-NEXT: } {mapping = []}
  scf.forall (%i) = (0) to (8) step (2) {
  } {mapping = []}
  // CHECK: scf.forall (%{{.*}}) = (%{{.*}}) to (16) step (%{{.*}}) {
  scf.forall (%i) = (%u) to (16) step (%u) {
  }
  // CHECK: %{{.*}} = scf.forall (%[[I:.*]]) in (2) shared_outs(%[[O:.*]] = %{{.*}}) -> (tensor<8xf32>) {
  // CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[O]][%[[I]]] [4] [1] : tensor<8xf32> to tensor<4xf32>
  // CHECK-NEXT: scf.forall.in_parallel {
  // CHECK-NEXT: tensor.parallel_insert_slice %[[S]] into %[[O]][%[[I]]] [4] [1] : tensor<4xf32> into tensor<8xf32>
  // CHECK-NEXT: }
  // CHECK-NEXT: }
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [4] [1] : tensor<8xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
