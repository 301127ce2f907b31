// memref.atomic_rmw (every kind), memref.realloc (static and dynamic sizes), memref.reshape and
// memref.extract_aligned_pointer_as_index round-trip as mlir-opt-22 prints them; the interpreter
// runs them (an allocation's address is arbitrary, but views of it share it and other
// allocations have others).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-run %s --entry atomics | FileCheck %s --check-prefix=ATOMICS
// RUN: strata-run %s --entry grow | FileCheck %s --check-prefix=GROW
// RUN: strata-run %s --entry address | FileCheck %s --check-prefix=ADDRESS

// CHECK-LABEL: func.func @atomics(
// CHECK: memref.atomic_rmw addf %{{.*}}, %{{.*}}[%{{.*}}] : (f32, memref<4xf32>) -> f32
// CHECK: memref.atomic_rmw maximumf
// CHECK: memref.atomic_rmw minnumf
// CHECK: memref.atomic_rmw assign
// CHECK: memref.atomic_rmw mulf
// CHECK: memref.atomic_rmw addi %{{.*}}, %{{.*}}[%{{.*}}] : (i32, memref<2xi32>) -> i32
// CHECK: memref.atomic_rmw maxu
// CHECK: memref.atomic_rmw mins
// CHECK: memref.atomic_rmw xori
// GENERIC: "memref.atomic_rmw"(%{{.*}}, %{{.*}}, %{{.*}}) <{kind = 0 : i64}> : (f32, memref<4xf32>, index) -> f32
// GENERIC: "memref.atomic_rmw"(%{{.*}}, %{{.*}}, %{{.*}}) <{kind = 7 : i64}> : (i32, memref<2xi32>, index) -> i32
// ATOMICS: 1
// ATOMICS-NEXT: 3
// ATOMICS-NEXT: 3
// ATOMICS-NEXT: 3
// ATOMICS-NEXT: 2
// ATOMICS-NEXT: 5
// ATOMICS-NEXT: 4
// ATOMICS-NEXT: -1
// ATOMICS-NEXT: -4
// ATOMICS-NEXT: -7
func.func @atomics() -> (f32, f32, f32, f32, f32, i32, i32, i32, i32, i32) {
  %f = memref.alloc() : memref<4xf32>
  %i = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  memref.store %one, %f[%c0] : memref<4xf32>
  %a = memref.atomic_rmw addf %two, %f[%c0] : (f32, memref<4xf32>) -> f32
  %b = memref.atomic_rmw maximumf %one, %f[%c0] : (f32, memref<4xf32>) -> f32
  %c = memref.atomic_rmw minnumf %nan, %f[%c0] : (f32, memref<4xf32>) -> f32
  %d = memref.atomic_rmw assign %two, %f[%c0] : (f32, memref<4xf32>) -> f32
  %e = memref.atomic_rmw mulf %three, %f[%c0] : (f32, memref<4xf32>) -> f32
  %five = arith.constant 5 : i32
  %m1 = arith.constant -1 : i32
  %m4 = arith.constant -4 : i32
  memref.store %five, %i[%c1] : memref<2xi32>
  %g = memref.atomic_rmw addi %m1, %i[%c1] : (i32, memref<2xi32>) -> i32
  %h = memref.atomic_rmw maxu %m1, %i[%c1] : (i32, memref<2xi32>) -> i32
  %j = memref.atomic_rmw mins %m4, %i[%c1] : (i32, memref<2xi32>) -> i32
  %k = memref.atomic_rmw xori %five, %i[%c1] : (i32, memref<2xi32>) -> i32
  %l = memref.load %i[%c1] : memref<2xi32>
  memref.dealloc %f : memref<4xf32>
  memref.dealloc %i : memref<2xi32>
  return %a, %b, %c, %d, %e, %g, %h, %j, %k, %l : f32, f32, f32, f32, f32, i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @grow(
// CHECK: %{{.*}} = memref.realloc %{{.*}} : memref<2xf32> to memref<4xf32>
// CHECK: memref.realloc %{{.*}}(%{{.*}}) : memref<4xf32> to memref<?xf32>
// CHECK: %reshape = memref.reshape %{{.*}}(%{{.*}}) : (memref<?xf32>, memref<2xindex>) -> memref<1x3xf32>
// GENERIC: "memref.realloc"(%{{.*}}) : (memref<2xf32>) -> memref<4xf32>
// GENERIC: "memref.reshape"(%{{.*}}, %{{.*}}) : (memref<?xf32>, memref<2xindex>) -> memref<1x3xf32>
// GROW: Memref rank = 2 offset = 0 sizes = [1, 3] strides = [3, 1] data =
// GROW-NEXT: {{\[\[}}7, 8, 0]]
func.func @grow() -> memref<1x3xf32> {
  %a = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %seven = arith.constant 7.0 : f32
  %eight = arith.constant 8.0 : f32
  %zero = arith.constant 0.0 : f32
  memref.store %seven, %a[%c0] : memref<2xf32>
  memref.store %eight, %a[%c1] : memref<2xf32>
  %b = memref.realloc %a : memref<2xf32> to memref<4xf32>
  memref.store %zero, %b[%c2] : memref<4xf32>
  %c = memref.realloc %b(%c3) : memref<4xf32> to memref<?xf32>
  %shape = memref.alloc() : memref<2xindex>
  memref.store %c1, %shape[%c0] : memref<2xindex>
  memref.store %c3, %shape[%c1] : memref<2xindex>
  %r = memref.reshape %c(%shape) : (memref<?xf32>, memref<2xindex>) -> memref<1x3xf32>
  memref.dealloc %shape : memref<2xindex>
  return %r : memref<1x3xf32>
}

// CHECK-LABEL: func.func @address(
// CHECK: %intptr = memref.extract_aligned_pointer_as_index %{{.*}} : memref<4xf32> -> index
// ADDRESS: 1
// ADDRESS-NEXT: 0
func.func @address() -> (i1, i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %p = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  %q = memref.extract_aligned_pointer_as_index %v : memref<2xf32, strided<[1], offset: 1>> -> index
  %r = memref.extract_aligned_pointer_as_index %b : memref<4xf32> -> index
  %same = arith.cmpi eq, %p, %q : index
  %other = arith.cmpi eq, %p, %r : index
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return %same, %other : i1, i1
}
