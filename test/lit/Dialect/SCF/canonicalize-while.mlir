// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize --split-input-file | FileCheck %s

// scf.while: the condition forwarded into the after region is true there,
// as is a comparison repeating the condition's (its inverse false);
// duplicated forwarded values, before arguments nobody reads, and a
// condition forwarding the before arguments in another order. The expected
// output is mlir-opt-22 --canonicalize's.

// CHECK-LABEL: func.func @condition_true(
//       CHECK:   %[[T:.*]] = arith.constant true
//       CHECK:   scf.while
//       CHECK:   } do {
//       CHECK:     "test.use"(%[[T]], %{{.*}})
func.func @condition_true(%n: i64) -> i64 {
  %r:2 = scf.while (%a = %n) : (i64) -> (i1, i64) {
    %c = "test.cond"(%a) : (i64) -> i1
    scf.condition(%c) %c, %a : i1, i64
  } do {
  ^bb0(%x: i1, %y: i64):
    "test.use"(%x, %y) : (i1, i64) -> ()
    scf.yield %y : i64
  }
  return %r#1 : i64
}

// -----

// The repeated comparison on the same side: true; its inverse: false; a
// comparison of another predicate or with the value on the other side stays.
// CHECK-LABEL: func.func @repeated_cmp(
//  CHECK-SAME:   %[[B:.*]]: index)
//   CHECK-DAG:   %[[T:.*]] = arith.constant true
//   CHECK-DAG:   %[[F:.*]] = arith.constant false
//       CHECK:   } do {
//       CHECK:   ^bb0(%[[X:.*]]: index):
//       CHECK:     %[[O:.*]] = arith.cmpi sle, %[[X]], %[[B]]
//       CHECK:     %[[S:.*]] = arith.cmpi ult, %[[B]], %[[X]]
//       CHECK:     "test.use"(%[[T]], %[[F]], %[[O]], %[[S]])
func.func @repeated_cmp(%b: index) {
  scf.while : () -> index {
    %v = "test.val"() : () -> index
    %c = arith.cmpi ult, %v, %b : index
    scf.condition(%c) %v : index
  } do {
  ^bb0(%x: index):
    %0 = arith.cmpi ult, %x, %b : index
    %1 = arith.cmpi uge, %x, %b : index
    %2 = arith.cmpi sle, %x, %b : index
    %3 = arith.cmpi ult, %b, %x : index
    "test.use"(%0, %1, %2, %3) : (i1, i1, i1, i1) -> ()
    scf.yield
  }
  return
}

// -----

// CHECK-LABEL: func.func @duplicated(
//       CHECK:   %[[R:.*]] = scf.while : () -> f32 {
//       CHECK:     scf.condition(%{{.*}}) %[[V:.*]] : f32
//       CHECK:   ^bb0(%[[X:.*]]: f32):
//       CHECK:     "test.use"(%[[X]], %[[X]], %[[X]])
//       CHECK:   return %[[R]], %[[R]], %[[R]]
func.func @duplicated() -> (f32, f32, f32) {
  %r:3 = scf.while : () -> (f32, f32, f32) {
    %v = "test.val"() : () -> f32
    %c = "test.cond"() : () -> i1
    scf.condition(%c) %v, %v, %v : f32, f32, f32
  } do {
  ^bb0(%x: f32, %y: f32, %z: f32):
    "test.use"(%x, %y, %z) : (f32, f32, f32) -> ()
    scf.yield
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}

// -----

// A before argument nobody reads leaves with its init and its yielded value.
// CHECK-LABEL: func.func @unused_before_arg(
//  CHECK-SAME:   %[[A:.*]]: i32, %[[B:.*]]: vector<4xf32>)
//       CHECK:   scf.while (%[[X:.*]] = %[[A]]) : (i32) -> i32 {
//       CHECK:     scf.yield %{{.*}} : i32
func.func @unused_before_arg(%a: i32, %b: vector<4xf32>) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, vector<4xf32>) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    %n = "test.next"(%x2) : (i32) -> i32
    %m = "test.vec"() : () -> vector<4xf32>
    scf.yield %n, %m : i32, vector<4xf32>
  }
  return %r : i32
}

// -----

// The condition forwards the before arguments in another order: it and the
// after block take their order, the results are permuted back.
// CHECK-LABEL: func.func @align(
//       CHECK:   %[[R:.*]]:2 = scf.while (%[[P:.*]] = %{{.*}}, %[[Q:.*]] = %{{.*}}) : (i8, i16) -> (i8, i16) {
//       CHECK:     scf.condition(%{{.*}}) %[[P]], %[[Q]] : i8, i16
//       CHECK:   ^bb0(%[[X:.*]]: i8, %[[Y:.*]]: i16):
//       CHECK:     %[[NX:.*]] = "test.next"(%[[X]])
//       CHECK:     %[[NY:.*]] = "test.next"(%[[Y]])
//       CHECK:     scf.yield %[[NX]], %[[NY]] : i8, i16
//       CHECK:   return %[[R]]#1, %[[R]]#0
func.func @align(%p: i8, %q: i16) -> (i16, i8) {
  %r:2 = scf.while (%a = %p, %b = %q) : (i8, i16) -> (i16, i8) {
    %c = "test.cond"(%a, %b) : (i8, i16) -> i1
    scf.condition(%c) %b, %a : i16, i8
  } do {
  ^bb0(%y: i16, %x: i8):
    %nx = "test.next"(%x) : (i8) -> i8
    %ny = "test.next"(%y) : (i16) -> i16
    scf.yield %nx, %ny : i8, i16
  }
  return %r#0, %r#1 : i16, i8
}

// -----

// A condition forwarding something else than the before arguments keeps
// its order.
// CHECK-LABEL: func.func @no_align(
//       CHECK:   scf.condition(%{{.*}}) %[[V:.*]], %{{.*}} : i8, i8
//       CHECK:   return %{{.*}}#0, %{{.*}}#1
func.func @no_align(%p: i8) -> (i8, i8) {
  %r:2 = scf.while (%a = %p) : (i8) -> (i8, i8) {
    %c = "test.cond"(%a) : (i8) -> i1
    %v = "test.val"(%a) : (i8) -> i8
    scf.condition(%c) %v, %a : i8, i8
  } do {
  ^bb0(%x: i8, %y: i8):
    %s = "test.next"(%x, %y) : (i8, i8) -> i8
    scf.yield %s : i8
  }
  return %r#0, %r#1 : i8, i8
}

// -----

// A before argument yielded back unchanged (directly, or through the after
// argument the condition forwards it to) is its init; a value the condition
// forwards from outside is that value in the after block and the result.
// CHECK-LABEL: func.func @invariants(
//  CHECK-SAME:   %[[A:.*]]: i32, %[[B:.*]]: f32, %[[C:.*]]: i32)
//       CHECK:   %[[R:.*]] = scf.while (%[[X:.*]] = %[[A]], %[[W:.*]] = %[[B]]) : (i32, f32) -> i32 {
//       CHECK:     "test.cond"(%[[X]], %[[B]], %[[C]], %[[W]])
//       CHECK:     scf.condition(%{{.*}}) %[[X]] : i32
//       CHECK:     "test.nextf"(%[[B]])
//       CHECK:   return %[[R]], %[[B]], %[[C]], %[[B]]
func.func @invariants(%a: i32, %b: f32, %c: i32) -> (i32, f32, i32, f32) {
  %r:4 = scf.while (%x = %a, %y = %b, %z = %c, %w = %b) : (i32, f32, i32, f32) -> (i32, f32, i32, f32) {
    %k = "test.cond"(%x, %y, %z, %w) : (i32, f32, i32, f32) -> i1
    scf.condition(%k) %x, %y, %z, %b : i32, f32, i32, f32
  } do {
  ^bb0(%x2: i32, %y2: f32, %z2: i32, %w2: f32):
    %n = "test.next"(%x2) : (i32) -> i32
    %m = "test.nextf"(%w2) : (f32) -> f32
    scf.yield %n, %y2, %c, %m : i32, f32, i32, f32
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, f32, i32, f32
}

// -----

// Two before arguments with one init and one yielded value are one.
// CHECK-LABEL: func.func @duplicate_before_args(
//       CHECK:   %[[R:.*]] = scf.while (%[[X:.*]] = %{{.*}}) : (i32) -> i32 {
//       CHECK:     "test.cond"(%[[X]], %[[X]])
//       CHECK:   return %[[R]], %[[R]]
func.func @duplicate_before_args(%a: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %a) : (i32, i32) -> (i32, i32) {
    %k = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%k) %x, %y : i32, i32
  } do {
  ^bb0(%x2: i32, %y2: i32):
    %n = "test.next"(%x2, %y2) : (i32, i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
