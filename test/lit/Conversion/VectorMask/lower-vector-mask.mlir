// lower-vector-mask: the mask folds into the op it masks (a transfer's mask operand, a gather's
// mask, a reduction's masked-off lanes set to the kind's neutral value); a passthru is selected
// where the mask is off. The lowered functions run in the interpreter (which does not run
// vector.mask itself).
// RUN: strata-opt %s -split-input-file --lower-vector-mask | FileCheck %s
// RUN: strata-opt %s -split-input-file --lower-vector-mask | strata-opt -split-input-file --canonicalize --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @transfers(
// CHECK: %[[R:.*]] = vector.transfer_read %arg0[%arg1], %{{.*}}, %arg2 : memref<?xf32>, vector<4xf32>
// CHECK: %[[S:.*]] = arith.select %arg2, %[[R]], %arg3 : vector<4xi1>, vector<4xf32>
// CHECK: vector.transfer_write %arg3, %arg0[%arg1], %arg2 : vector<4xf32>, memref<?xf32>
// CHECK: return %[[S]]
// CHECK-NOT: vector.mask
func.func @transfers(%t: memref<?xf32>, %i: index, %m: vector<4xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %0 = vector.mask %m, %pt { vector.transfer_read %t[%i], %p : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %m { vector.transfer_write %pt, %t[%i] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
  return %0 : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @reductions(
// CHECK-DAG: %[[Z:.*]] = arith.constant dense<0> : vector<8xi32>
// CHECK-DAG: %[[INF:.*]] = arith.constant dense<0x7F800000> : vector<8xf32>
// CHECK-DAG: %[[MIN:.*]] = arith.constant dense<-128> : vector<2x4xi8>
// CHECK: %[[A:.*]] = arith.select %arg0, %arg1, %[[Z]] : vector<8xi1>, vector<8xi32>
// CHECK: vector.reduction <add>, %[[A]] : vector<8xi32> into i32
// CHECK: %[[B:.*]] = arith.select %arg0, %arg2, %[[INF]] : vector<8xi1>, vector<8xf32>
// CHECK: vector.reduction <minimumf>, %[[B]], %arg3 : vector<8xf32> into f32
// CHECK: %[[C:.*]] = arith.select %arg4, %arg5, %[[MIN]] : vector<2x4xi1>, vector<2x4xi8>
// CHECK: vector.multi_reduction <maxsi>, %[[C]], %arg6 [1] : vector<2x4xi8> to vector<2xi8>
func.func @reductions(%m: vector<8xi1>, %x: vector<8xi32>, %f: vector<8xf32>, %acc: f32,
                      %m2: vector<2x4xi1>, %y: vector<2x4xi8>, %yacc: vector<2xi8>) -> (i32, f32, vector<2xi8>) {
  %0 = vector.mask %m { vector.reduction <add>, %x : vector<8xi32> into i32 } : vector<8xi1> -> i32
  %1 = vector.mask %m { vector.reduction <minimumf>, %f, %acc : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %2 = vector.mask %m2 { vector.multi_reduction <maxsi>, %y, %yacc [1] : vector<2x4xi8> to vector<2xi8> } : vector<2x4xi1> -> vector<2xi8>
  return %0, %1, %2 : i32, f32, vector<2xi8>
}

// -----

// A mask around its yield alone is the yielded value.
// CHECK-LABEL: func.func @only_yield(
// CHECK-NEXT: return %arg1
func.func @only_yield(%m: vector<4xi1>, %v: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.mask %m { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
