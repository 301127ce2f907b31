// memref.alloca_scope (its return implicit without results, written with them) and
// memref.generic_atomic_rmw with memref.atomic_yield: custom and generic form as mlir-opt-22 prints
// them (two spaces before a scope's region or arrow, as upstream writes), and the interpreter: a
// scope yields its values, a generic_atomic_rmw stores what its region computes from the element and
// returns the element it replaced.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-run %s --entry scopes | FileCheck %s --check-prefix=SCOPES
// RUN: strata-run %s --entry atomics | FileCheck %s --check-prefix=ATOMICS

// CHECK-LABEL: func.func @scopes(
// CHECK: memref.alloca_scope  {
// CHECK-NEXT: memref.alloca() : memref<4xf32>
// CHECK-NEXT: }
// CHECK: %{{.*}} = memref.alloca_scope  -> (f32) {
// CHECK: memref.alloca_scope.return %{{.*}} : f32
// CHECK-NEXT: } {foo}
// CHECK: %{{.*}}:2 = memref.alloca_scope  -> (f32, i32) {
// GENERIC: "memref.alloca_scope"() ({
// GENERIC: "memref.alloca_scope.return"() : () -> ()
// GENERIC: }) : () -> ()
// GENERIC: "memref.alloca_scope.return"(%{{.*}}) : (f32) -> ()
// GENERIC: }) {foo} : () -> f32
// SCOPES: 3
// SCOPES-NEXT: 6
// SCOPES-NEXT: 7
func.func @scopes() -> (f32, f32, i32) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %seven = arith.constant 7 : i32
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<f32>
    %s = arith.addf %one, %two : f32
    memref.store %s, %a[] : memref<f32>
    %v = memref.load %a[] : memref<f32>
    memref.alloca_scope.return %v : f32
  } {foo}
  %p:2 = memref.alloca_scope -> (f32, i32) {
    %m = arith.mulf %r, %two : f32
    memref.alloca_scope.return %m, %seven : f32, i32
  }
  return %r, %p#0, %p#1 : f32, f32, i32
}

// CHECK-LABEL: func.func @atomics(
// CHECK: %{{.*}} = memref.generic_atomic_rmw %{{.*}}[%{{.*}}] : memref<2xf32> {
// CHECK-NEXT: ^bb0(%[[OLD:.*]]: f32):
// CHECK: memref.atomic_yield %{{.*}} : f32
// CHECK-NEXT: } {index_attr = 8 : index}
// GENERIC: "memref.generic_atomic_rmw"(%{{.*}}, %{{.*}}) ({
// GENERIC: "memref.atomic_yield"(%{{.*}}) : (f32) -> ()
// GENERIC: }) {index_attr = 8 : index} : (memref<2xf32>, index) -> f32
// ATOMICS: 1.5
// ATOMICS-NEXT: 5
func.func @atomics() -> (f32, f32) {
  %m = memref.alloc() : memref<2xf32>
  %c1 = arith.constant 1 : index
  %x = arith.constant 1.5 : f32
  memref.store %x, %m[%c1] : memref<2xf32>
  %old = memref.generic_atomic_rmw %m[%c1] : memref<2xf32> {
  ^bb0(%v: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.addf %v, %one : f32
    %d = arith.addf %n, %n : f32
    memref.atomic_yield %d : f32
  } {index_attr = 8 : index}
  %new = memref.load %m[%c1] : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return %old, %new : f32, f32
}
