// lower-affine on affine.parallel: scf.parallel with each dimension's bounds the max (lower) and
// min (upper) of its group, the steps as constants, each reduction an init value (the kind's
// identity, -inf for maximumf) and a region of scf.reduce with the kind's arith op; the same ops as
// mlir-opt-22's. A band without dimensions (which scf.parallel cannot express; mlir-opt-22 emits an
// invalid scf.parallel) runs its body once in place. The interpreter checks each function before
// and after on random inputs (empty bands, negative bounds and dynamic sizes among them).
// RUN: strata-opt %s -split-input-file --lower-affine | FileCheck %s
// RUN: strata-opt %s -split-input-file --lower-affine --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @reductions(
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[C10:.*]] = arith.constant 10 : index
// CHECK: %[[UB0:.*]] = arith.minsi %arg1, %[[C10]] : index
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[LB1:.*]] = arith.maxsi %arg2, %[[C1]] : index
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[S0:.*]] = arith.constant 2 : index
// CHECK: %[[S1:.*]] = arith.constant 1 : index
// CHECK: %[[ADD:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[MAX:.*]] = arith.constant 0xFF800000 : f32
// CHECK: %[[MUL:.*]] = arith.constant 1 : i32
// CHECK: %[[AND:.*]] = arith.constant -1 : i32
// CHECK: %[[OR:.*]] = arith.constant 0 : i32
// CHECK: %[[MIN:.*]] = arith.constant 0x7F800000 : f32
// CHECK: %{{.*}}:6 = scf.parallel (%[[I:.*]], %[[J:.*]]) = (%[[C0]], %[[LB1]]) to (%[[UB0]], %[[C8]]) step (%[[S0]], %[[S1]]) init (%[[ADD]], %[[MAX]], %[[MUL]], %[[AND]], %[[OR]], %[[MIN]]) -> (f32, f32, i32, i32, i32, f32) {
// CHECK:   %[[V:.*]] = memref.load %arg0[%[[I]], %[[J]]] : memref<10x8xf32>
// CHECK:   scf.reduce(%[[V]], %[[V]], %{{.*}}, %{{.*}}, %{{.*}}, %[[V]] : f32, f32, i32, i32, i32, f32) {
// CHECK:   ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32):
// CHECK:     %[[R:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK:     scf.reduce.return %[[R]] : f32
// CHECK:   }, {
// CHECK:     arith.maximumf
// CHECK:   }, {
// CHECK:     arith.muli
// CHECK:   }, {
// CHECK:     arith.andi
// CHECK:   }, {
// CHECK:     arith.ori
// CHECK:   }, {
// CHECK:     arith.minimumf
// CHECK:   }
// CHECK-NOT: affine.
func.func @reductions(%m: memref<10x8xf32>, %n: index, %k: index) -> (f32, f32, i32, i32, i32, f32) {
  %r:6 = affine.parallel (%i, %j) = (0, max(%k, 1)) to (min(%n, 10), 8) step (2, 1) reduce ("addf", "maximumf", "muli", "andi", "ori", "minimumf") -> (f32, f32, i32, i32, i32, f32) {
    %v = affine.load %m[%i, %j] : memref<10x8xf32>
    %x = arith.fptosi %v : f32 to i32
    affine.yield %v, %v, %x, %x, %x, %v : f32, f32, i32, i32, i32, f32
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5 : f32, f32, i32, i32, i32, f32
}

// -----

// No reductions: an scf.reduce without operands ends the body; stores of the iteration's indices
// show which points ran.
// CHECK-LABEL: func.func @stores(
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%{{.*}}, %{{.*}}) {
// CHECK:   memref.store
// CHECK:   scf.reduce
// CHECK-NEXT: }
func.func @stores(%m: memref<?x6xindex>, %s: index) -> memref<?x6xindex> {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x6xindex>
  affine.parallel (%i, %j) = (symbol(%s) floordiv 2 - 1, 0) to (min(symbol(%d), symbol(%s) + 3), 6) step (1, 3) {
    %v = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
    affine.store %v, %m[%i, %j] : memref<?x6xindex>
  }
  return %m : memref<?x6xindex>
}

// -----

// Zero-trip bands: a reduction yields its identity.
// CHECK-LABEL: func.func @empty(
// CHECK: scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) init (%{{.*}}) -> f32
func.func @empty(%x: f32) -> (f32, f32) {
  %r = affine.parallel (%i) = (5) to (2) reduce ("mulf") -> (f32) {
    affine.yield %x : f32
  }
  %s = affine.parallel (%i, %j) = (0, 0) to (4, 0) reduce ("addf") -> (f32) {
    affine.yield %x : f32
  }
  return %r, %s : f32, f32
}

// -----

// A band without dimensions runs once: its result is the identity combined with the yielded value.
// CHECK-LABEL: func.func @no_dims(
// CHECK-NOT: scf.parallel
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[V:.*]] = memref.load %arg0[] : memref<f32>
// CHECK: %[[R:.*]] = arith.addf %[[Z]], %[[V]] : f32
// CHECK: memref.store %{{.*}}, %arg0[] : memref<f32>
// CHECK: return %[[R]] : f32
func.func @no_dims(%m: memref<f32>) -> f32 {
  %r = affine.parallel () = () to () reduce ("addf") -> (f32) {
    %v = affine.load %m[] : memref<f32>
    affine.yield %v : f32
  }
  affine.parallel () = () to () {
    %one = arith.constant 1.0 : f32
    affine.store %one, %m[] : memref<f32>
  }
  return %r : f32
}

// -----

// Nested inside affine.for, with an index reduction variable carried outside.
// CHECK-LABEL: func.func @nested(
// CHECK: scf.for
// CHECK:   scf.parallel
// CHECK:     arith.addi
func.func @nested(%n: index) -> i64 {
  %c0 = arith.constant 0 : i64
  %r = affine.for %i = 0 to 4 iter_args(%acc = %c0) -> (i64) {
    %s = affine.parallel (%j) = (%i) to (%i + symbol(%n) mod 7) reduce ("addi") -> (i64) {
      %x = arith.index_cast %j : index to i64
      affine.yield %x : i64
    }
    %a = arith.addi %acc, %s : i64
    affine.yield %a : i64
  }
  return %r : i64
}
