// The vector folds (dialects/vector/fold.go), each checked by the interpreter on random inputs.
// RUN: strata-opt %s -split-input-file --canonicalize | FileCheck %s
// RUN: strata-opt %s -split-input-file --canonicalize --strata-diff-check -o /dev/null

// broadcast and splat of a constant become a splat constant; broadcast to the same type is the value.
// CHECK-LABEL: func.func @broadcast(
// CHECK-DAG: %[[C:.*]] = arith.constant dense<2.500000e+00> : vector<4xf32>
// CHECK-DAG: %[[I:.*]] = arith.constant dense<7> : vector<2x3xi16>
// CHECK: return %[[C]], %[[I]], %arg0
func.func @broadcast(%v: vector<4xf32>) -> (vector<4xf32>, vector<2x3xi16>, vector<4xf32>) {
  %s = arith.constant 2.5 : f32
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %i = arith.constant 7 : i16
  %1 = vector.broadcast %i : i16 to vector<2x3xi16>
  %2 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  return %0, %1, %2 : vector<4xf32>, vector<2x3xi16>, vector<4xf32>
}

// -----

// extract of a broadcast scalar, of an inserted value, of a splat constant.
// CHECK-LABEL: func.func @extract(
// CHECK-SAME: %[[S:[a-z0-9]*]]: f32, %[[V:[a-z0-9]*]]: vector<2x4xf32>, %[[W:[a-z0-9]*]]: vector<4xf32>)
// CHECK-DAG: %[[C:.*]] = arith.constant 3 : i32
// CHECK-NOT: vector.extract
// CHECK: return %[[S]], %[[W]], %[[C]]
func.func @extract(%s: f32, %v: vector<2x4xf32>, %w: vector<4xf32>) -> (f32, vector<4xf32>, i32) {
  %b = vector.broadcast %s : f32 to vector<3x4xf32>
  %0 = vector.extract %b[1, 2] : f32 from vector<3x4xf32>
  %ins = vector.insert %w, %v [1] : vector<4xf32> into vector<2x4xf32>
  %1 = vector.extract %ins[1] : vector<4xf32> from vector<2x4xf32>
  %c = arith.constant dense<3> : vector<5xi32>
  %2 = vector.extract %c[4] : i32 from vector<5xi32>
  return %0, %1, %2 : f32, vector<4xf32>, i32
}

// -----

// shape_cast and transpose round trips, the identity transpose, a shape_cast of a constant.
// CHECK-LABEL: func.func @reshape(
// CHECK-DAG: %[[C:.*]] = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : vector<2x2xi32>
// CHECK-NOT: vector.shape_cast
// CHECK-NOT: vector.transpose
// CHECK: return %arg0, %arg0, %[[C]]
func.func @reshape(%v: vector<2x4xf32>) -> (vector<2x4xf32>, vector<2x4xf32>, vector<2x2xi32>) {
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  %1 = vector.shape_cast %0 : vector<8xf32> to vector<2x4xf32>
  %2 = vector.transpose %v, [0, 1] : vector<2x4xf32> to vector<2x4xf32>
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %3 = vector.shape_cast %c : vector<4xi32> to vector<2x2xi32>
  return %1, %2, %3 : vector<2x4xf32>, vector<2x4xf32>, vector<2x2xi32>
}

// -----

// create_mask of constants is a constant_mask, from_elements of constants a constant, from_elements
// of a vector's own elements the vector.
// CHECK-LABEL: func.func @masks_and_elements(
// CHECK-DAG: %[[M:.*]] = vector.constant_mask [1, 2] : vector<2x3xi1>
// CHECK-DAG: %[[F:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NOT: vector.from_elements
// CHECK: return %[[M]], %[[F]], %arg0
func.func @masks_and_elements(%v: vector<3xi8>) -> (vector<2x3xi1>, vector<2xf32>, vector<3xi8>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = vector.create_mask %c1, %c2 : vector<2x3xi1>
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %1 = vector.from_elements %a, %b : vector<2xf32>
  %e0 = vector.extract %v[0] : i8 from vector<3xi8>
  %e1 = vector.extract %v[1] : i8 from vector<3xi8>
  %e2 = vector.extract %v[2] : i8 from vector<3xi8>
  %2 = vector.from_elements %e0, %e1, %e2 : vector<3xi8>
  return %0, %1, %2 : vector<2x3xi1>, vector<2xf32>, vector<3xi8>
}

// -----

// A multi_reduction over no dims combines the accumulator with the source.
// CHECK-LABEL: func.func @nothing_reduced(
// CHECK-NEXT: arith.addf %arg1, %arg0 : vector<2x4xf32>
func.func @nothing_reduced(%v: vector<2x4xf32>, %acc: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [] : vector<2x4xf32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

// Sizes are clamped to the dims; a mask with no lane set, or every lane, is a constant; chains of
// transposes compose, chains of broadcasts collapse (as mlir-opt-22's canonicalizer does).
// CHECK-LABEL: func.func @chains(
// CHECK-DAG: %[[F:.*]] = arith.constant dense<false> : vector<4xi1>
// CHECK-DAG: %[[T:.*]] = arith.constant dense<true> : vector<2x2xi1>
// CHECK-DAG: %[[M:.*]] = vector.constant_mask [1, 3] : vector<2x3xi1>
// CHECK-DAG: %[[B:.*]] = vector.broadcast %arg1 : f32 to vector<4x2x3xf32>
// CHECK-DAG: %[[P:.*]] = vector.transpose %arg2, [2, 0, 1] : vector<2x3x4xi32> to vector<4x2x3xi32>
// CHECK: return %[[M]], %[[F]], %[[T]], %arg0, %[[B]], %[[P]]
func.func @chains(%v: vector<2x3xf32>, %s: f32, %w: vector<2x3x4xi32>)
    -> (vector<2x3xi1>, vector<4xi1>, vector<2x2xi1>, vector<2x3xf32>, vector<4x2x3xf32>, vector<4x2x3xi32>) {
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %cm = arith.constant -2 : index
  %0 = vector.create_mask %c1, %c9 : vector<2x3xi1>
  %1 = vector.create_mask %cm : vector<4xi1>
  %2 = vector.constant_mask [2, 2] : vector<2x2xi1>
  %t = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %3 = vector.transpose %t, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
  %b = vector.broadcast %s : f32 to vector<3xf32>
  %4 = vector.broadcast %b : vector<3xf32> to vector<4x2x3xf32>
  %p = vector.transpose %w, [1, 2, 0] : vector<2x3x4xi32> to vector<3x4x2xi32>
  %5 = vector.transpose %p, [1, 2, 0] : vector<3x4x2xi32> to vector<4x2x3xi32>
  return %0, %1, %2, %3, %4, %5 : vector<2x3xi1>, vector<4xi1>, vector<2x2xi1>, vector<2x3xf32>, vector<4x2x3xf32>, vector<4x2x3xi32>
}
