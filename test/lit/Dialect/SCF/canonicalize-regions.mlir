// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize --split-input-file | FileCheck %s

// scf.for iter_args that cycle among themselves or duplicate each other,
// scf.execute_region inlined or stripped of values it only forwards, and
// scf.index_switch with a constant argument or forwarded / unused results.
// The expected output is mlir-opt-22 --canonicalize's on the same input.

// Three iter_args passing one init around a cycle hold it in every iteration.
// CHECK-LABEL: func.func @for_cycle(
//  CHECK-SAME:   %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %[[A:.*]]: i64, %[[B:.*]]: f16)
//       CHECK:   scf.for
//   CHECK-NOT:   iter_args
//       CHECK:     "test.use"(%[[A]], %[[A]], %[[A]])
//       CHECK:   return %[[A]], %[[A]], %[[A]], %[[B]]
func.func @for_cycle(%lb: index, %ub: index, %s: index, %a: i64, %b: f16) -> (i64, i64, i64, f16) {
  %r:4 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a, %z = %a, %w = %b) -> (i64, i64, i64, f16) {
    "test.use"(%x, %y, %z) : (i64, i64, i64) -> ()
    scf.yield %y, %z, %x, %w : i64, i64, i64, f16
  }
  return %r#0, %r#1, %r#2, %r#3 : i64, i64, i64, f16
}

// -----

// A cycle whose inits differ swaps them: nothing folds.
// CHECK-LABEL: func.func @for_cycle_different_inits(
//       CHECK:   %[[R:.*]]:2 = scf.for {{.*}} iter_args(%[[X:.*]] = %{{.*}}, %[[Y:.*]] = %{{.*}}) -> (i32, i32)
//       CHECK:     scf.yield %[[Y]], %[[X]]
//       CHECK:   return %[[R]]#0, %[[R]]#1
func.func @for_cycle_different_inits(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, i32) {
    scf.yield %y, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// A cycle one of whose members yields a new value is no invariant.
// CHECK-LABEL: func.func @for_cycle_broken(
//       CHECK:   scf.for {{.*}} iter_args({{.*}}, {{.*}}) -> (index, index)
func.func @for_cycle_broken(%lb: index, %ub: index, %s: index, %a: index) -> (index, index) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a) -> (index, index) {
    %n = arith.addi %y, %i : index
    scf.yield %y, %n : index, index
  }
  return %r#0, %r#1 : index, index
}

// -----

// Two iter_args with one init and one yielded value are one; a third with
// the same init but another yielded value stays.
// CHECK-LABEL: func.func @for_duplicate(
//  CHECK-SAME:   %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %[[T:.*]]: tensor<?xf32>)
//       CHECK:   %[[R:.*]]:2 = scf.for {{.*}} iter_args(%[[X:.*]] = %[[T]], %[[Z:.*]] = %[[T]]) -> (tensor<?xf32>, tensor<?xf32>)
//       CHECK:     %[[N:.*]] = "test.step"(%[[X]], %[[X]], %[[Z]])
//       CHECK:     scf.yield %[[N]], %[[X]]
//       CHECK:   return %[[R]]#0, %[[R]]#0, %[[R]]#1
func.func @for_duplicate(%lb: index, %ub: index, %s: index, %t: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%x = %t, %y = %t, %z = %t) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
    %n = "test.step"(%x, %y, %z) : (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    scf.yield %n, %n, %x : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
  }
  return %r#0, %r#1, %r#2 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @execute_region_single_block(
//   CHECK-NOT:   scf.execute_region
//       CHECK:   %[[V:.*]] = "test.val"() : () -> i64
//       CHECK:   return %[[V]]
func.func @execute_region_single_block() -> i64 {
  %v = scf.execute_region -> i64 {
    %x = "test.val"() : () -> i64
    scf.yield %x : i64
  }
  return %v : i64
}

// -----

// Several blocks in a function: the blocks move into the function, the
// yields branch to the rest.
// CHECK-LABEL: func.func @execute_region_blocks(
//  CHECK-SAME:   %[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32)
//       CHECK:   cf.cond_br %[[C]], ^[[T:.*]], ^[[F:.*]]
//       CHECK: ^[[T]]:
//       CHECK:   cf.br ^[[POST:.*]](%[[A]] : i32)
//       CHECK: ^[[F]]:
//       CHECK:   cf.br ^[[POST]](%[[B]] : i32)
//       CHECK: ^[[POST]](%[[R:.*]]: i32):
//       CHECK:   return %[[R]]
func.func @execute_region_blocks(%c: i1, %a: i32, %b: i32) -> i32 {
  %v = scf.execute_region -> i32 {
    cf.cond_br %c, ^t, ^f
  ^t:
    "test.t"() : () -> ()
    scf.yield %a : i32
  ^f:
    "test.f"() : () -> ()
    scf.yield %b : i32
  }
  return %v : i32
}

// -----

// Several blocks inside a single-block region (scf.for) stay.
// CHECK-LABEL: func.func @execute_region_blocks_in_loop(
//       CHECK:   scf.for
//       CHECK:     scf.execute_region -> i32 {
func.func @execute_region_blocks_in_loop(%lb: index, %ub: index, %s: index, %c: i1, %a: i32, %b: i32) {
  scf.for %i = %lb to %ub step %s {
    %v = scf.execute_region -> i32 {
      cf.cond_br %c, ^t, ^f
    ^t:
      scf.yield %a : i32
    ^f:
      scf.yield %b : i32
    }
    "test.use"(%v) : (i32) -> ()
  }
  return
}

// -----

// no_inline keeps the region; a value every yield forwards from outside
// leaves it, a value one yield computes stays.
// CHECK-LABEL: func.func @execute_region_forwarded(
//  CHECK-SAME:   %[[A:.*]]: memref<4xi8>)
//       CHECK:   %[[R:.*]] = scf.execute_region -> index no_inline {
//       CHECK:     %[[X:.*]] = "test.val"() : () -> index
//       CHECK:     scf.yield %[[X]] : index
//       CHECK:   return %[[A]], %[[R]]
func.func @execute_region_forwarded(%a: memref<4xi8>) -> (memref<4xi8>, index) {
  %0:2 = scf.execute_region -> (memref<4xi8>, index) no_inline {
    %x = "test.val"() : () -> index
    scf.yield %a, %x : memref<4xi8>, index
  }
  return %0#0, %0#1 : memref<4xi8>, index
}

// -----

// Different values forwarded from outside by two yields stay results.
// CHECK-LABEL: func.func @execute_region_forwarded_differently(
//       CHECK:   %[[R:.*]] = scf.execute_region -> i32 no_inline {
//       CHECK:   return %[[R]]
func.func @execute_region_forwarded_differently(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = scf.execute_region -> i32 no_inline {
    cf.cond_br %c, ^t, ^f
  ^t:
    scf.yield %a : i32
  ^f:
    scf.yield %b : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @index_switch_constant(
//   CHECK-NOT:   scf.index_switch
//       CHECK:   "test.two"() : () -> ()
//   CHECK-NOT:   "test.one"
//   CHECK-NOT:   "test.default"
func.func @index_switch_constant() {
  %c2 = arith.constant 2 : index
  scf.index_switch %c2
  case 1 {
    "test.one"() : () -> ()
    scf.yield
  }
  case 2 {
    "test.two"() : () -> ()
    scf.yield
  }
  default {
    "test.default"() : () -> ()
    scf.yield
  }
  return
}

// -----

// No case matches: the default region runs.
// CHECK-LABEL: func.func @index_switch_constant_default(
//       CHECK:   %[[V:.*]] = "test.default"() : () -> i32
//       CHECK:   return %[[V]]
func.func @index_switch_constant_default() -> i32 {
  %c7 = arith.constant 7 : index
  %0 = scf.index_switch %c7 -> i32
  case 1 {
    %x = "test.one"() : () -> i32
    scf.yield %x : i32
  }
  default {
    %y = "test.default"() : () -> i32
    scf.yield %y : i32
  }
  return %0 : i32
}

// -----

// An unused result and one forwarded by every case leave the switch.
// CHECK-LABEL: func.func @index_switch_results(
//  CHECK-SAME:   %[[I:.*]]: index, %[[A:.*]]: f32)
//       CHECK:   %[[R:.*]] = scf.index_switch %[[I]] -> i32
//       CHECK:     scf.yield %{{.*}} : i32
//       CHECK:   default {
//       CHECK:     scf.yield %{{.*}} : i32
//       CHECK:   return %[[R]], %[[A]]
func.func @index_switch_results(%i: index, %a: f32) -> (i32, f32) {
  %r:3 = scf.index_switch %i -> i32, f32, i64
  case 0 {
    %x = "test.x"() : () -> i32
    %u = "test.u"() : () -> i64
    scf.yield %x, %a, %u : i32, f32, i64
  }
  default {
    %y = "test.y"() : () -> i32
    %v = "test.v"() : () -> i64
    scf.yield %y, %a, %v : i32, f32, i64
  }
  return %r#0, %r#1 : i32, f32
}
