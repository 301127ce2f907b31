// affine.parallel in the interpreter: each reduction starts from its kind's identity and combines
// the values the iterations yield (an empty band yields the identity), bounds are the max and min
// of their groups, and every point of the band runs once (stores of i*10+j show which).
// RUN: strata-run %s --entry main | FileCheck %s

func.func @main() -> (index, i32, f32, f32, i32, si32, ui8, f32, memref<3x4xindex>) {
  %c0 = arith.constant 0 : index
  %n = arith.constant 5 : index
  // assign keeps the last point's value (3 * 3); the sum of i*j for i in [1, 5) step 2 (1, 3) and j in [max(0, 1), min(5, 4)) = 1, 2, 3: 4 * 6 = 24.
  %s = affine.parallel (%i, %j) = (1, max(0, 1)) to (%n, min(%n, 4)) step (2, 1) reduce ("assign") -> (index) {
    %p = arith.muli %i, %j : index
    affine.yield %p : index
  }
  %sum = affine.parallel (%i, %j) = (1, max(0, 1)) to (%n, min(%n, 4)) step (2, 1) reduce ("addi") -> (i32) {
    %p = arith.muli %i, %j : index
    %x = arith.index_cast %p : index to i32
    affine.yield %x : i32
  }
  // Empty band: the identities (1.0 for mulf, -inf for maximumf, -1 for andi).
  %e:3 = affine.parallel (%i) = (3) to (3) reduce ("mulf", "maximumf", "andi") -> (f32, f32, i32) {
    %f = arith.constant 7.0 : f32
    %k = arith.constant 7 : i32
    affine.yield %f, %f, %k : f32, f32, i32
  }
  // Signed and unsigned extremes over -2, -1, 0, 1 (as ui8: 254, 255, 0, 1).
  %mx:2 = affine.parallel (%i) = (0) to (4) reduce ("maxs", "minu") -> (si32, ui8) {
    %v = affine.apply affine_map<(d0) -> (d0 - 2)>(%i)
    %w = arith.index_cast %v : index to i32
    %x = builtin.unrealized_conversion_cast %w : i32 to si32
    %b = arith.index_cast %v : index to i8
    %y = builtin.unrealized_conversion_cast %b : i8 to ui8
    affine.yield %x, %y : si32, ui8
  }
  // No dimensions: the body runs once.
  %one = affine.parallel () = () to () reduce ("addf") -> (f32) {
    %f = arith.constant 2.5 : f32
    affine.yield %f : f32
  }
  %m = memref.alloc() : memref<3x4xindex>
  affine.parallel (%i, %j) = (0, 0) to (3, 4) {
    affine.store %c0, %m[%i, %j] : memref<3x4xindex>
  }
  affine.parallel (%i, %j) = (0, 1) to (3, 4) step (2, 2) {
    %v = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
    affine.store %v, %m[%i, %j] : memref<3x4xindex>
  }
  return %s, %sum, %e#0, %e#1, %e#2, %mx#0, %mx#1, %one, %m : index, i32, f32, f32, i32, si32, ui8, f32, memref<3x4xindex>
}

// CHECK:      9
// CHECK-NEXT: 24
// CHECK-NEXT: 1
// CHECK-NEXT: -inf
// CHECK-NEXT: -1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 2.5
// CHECK-NEXT: Memref rank = 2
// CHECK-NEXT: {{\[}}[ 0,  1,  0,  3],
// CHECK-NEXT:  [ 0,  0,  0,  0],
// CHECK-NEXT:  [ 0, 21,  0, 23]]
