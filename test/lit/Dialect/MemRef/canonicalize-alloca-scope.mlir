// memref.alloca_scope inlined where its allocations would live no longer,
// or where nothing in it may allocate on the stack, and its allocas hoisted
// out of ops that are no allocation scope, as mlir-opt-22's (each output
// checked against `mlir-opt-22 -canonicalize -split-input-file`).
// RUN: strata-opt -allow-unregistered-dialect %s -canonicalize -split-input-file | FileCheck %s

// A scope where nothing may allocate on the stack is inlined, its results
// replaced by what it returns.
// CHECK-LABEL: func.func @inline_no_alloca(
// CHECK-SAME: %[[M:.*]]: memref<4xf32>, %[[X:.*]]: f32)
// CHECK-NOT: alloca_scope
// CHECK: memref.store %[[X]], %[[M]]
// CHECK: %[[V:.*]] = memref.load %[[M]]
// CHECK: arith.addf %[[V]], %[[X]]
func.func @inline_no_alloca(%m: memref<4xf32>, %x: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %r = memref.alloca_scope -> (f32) {
    memref.store %x, %m[%c1] : memref<4xf32>
    %v = memref.load %m[%c1] : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  %y = arith.addf %r, %x : f32
  return %y : f32
}

// -----

// One that allocates is inlined when it is the last op of a function:
// its allocations live no longer.
// CHECK-LABEL: func.func @inline_last(
// CHECK-NEXT: %[[A:.*]] = memref.alloca(%{{.*}}) : memref<?xi8>
// CHECK-NEXT: "other.use"(%[[A]])
// CHECK-NEXT: return
func.func @inline_last(%n: index) {
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xi8>
    "other.use"(%a) : (memref<?xi8>) -> ()
  }
  return
}

// -----

// Not when ops follow (an unknown op may allocate too).
// CHECK-LABEL: func.func @keep_not_last(
// CHECK: memref.alloca_scope
// CHECK: "other.after"
func.func @keep_not_last(%n: index) {
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xi8>
    "other.use"(%a) : (memref<?xi8>) -> ()
  }
  "other.after"() : () -> ()
  return
}

// -----

// The allocas of a scope last in an scf.if, itself last in the function,
// whose sizes are defined outside the scf.if, move before it.
// CHECK-LABEL: func.func @hoist_from_if(
// CHECK-SAME: %[[N:.*]]: index, %[[C:.*]]: i1)
// CHECK-NEXT: %[[A:.*]] = memref.alloca(%[[N]]) : memref<?xi8>
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT: memref.alloca_scope {
// CHECK-NEXT: %[[K:.*]] = "other.size"()
// CHECK-NEXT: %[[B:.*]] = memref.alloca(%[[K]]) : memref<?xi8>
// CHECK-NEXT: "other.use"(%[[A]], %[[B]])
func.func @hoist_from_if(%n: index, %c: i1) {
  scf.if %c {
    memref.alloca_scope {
      %k = "other.size"() : () -> index
      %a = memref.alloca(%n) : memref<?xi8>
      %b = memref.alloca(%k) : memref<?xi8>
      "other.use"(%a, %b) : (memref<?xi8>, memref<?xi8>) -> ()
    }
  }
  return
}

// -----

// An alloca inside a nested allocation scope (scf.parallel) does not count.
// CHECK-LABEL: func.func @inline_nested_scope(
// CHECK-NOT: alloca_scope
// CHECK: scf.parallel
// CHECK: memref.alloca()
func.func @inline_nested_scope(%m: memref<f32>, %lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  "other.before"() : () -> ()
  memref.alloca_scope {
    scf.parallel (%i) = (%lb) to (%ub) step (%c1) {
      %a = memref.alloca() : memref<f32>
      %v = memref.load %a[] : memref<f32>
      memref.store %v, %m[] : memref<f32>
      scf.reduce
    }
  }
  "other.after"() : () -> ()
  return
}
