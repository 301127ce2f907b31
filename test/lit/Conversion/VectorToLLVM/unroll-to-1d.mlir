// strata-vector-unroll-to-1d: ops on vectors of rank 2 become ops on 1-D rows (elementwise ops,
// constants, broadcasts, loads, stores, outer products) or scalar code (contract, multi_reduction,
// transpose, shape_cast); what is left of rank 2 are extracts and inserts of rows. The interpreter
// checks every function before and after on random inputs.
// RUN: strata-opt %s -split-input-file --strata-vector-unroll-to-1d | FileCheck %s
// RUN: strata-opt %s -split-input-file --strata-vector-unroll-to-1d --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @elementwise(
// CHECK: %[[C0:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : vector<3xf32>
// CHECK: %[[A0:.*]] = vector.extract %arg0[0] : vector<3xf32> from vector<2x3xf32>
// CHECK: arith.addf %[[A0]], %[[C0]] : vector<3xf32>
// CHECK: math.exp %{{.*}} : vector<3xf32>
// CHECK: vector.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<3xf32>
// CHECK: %[[P:.*]] = ub.poison : vector<2x3xf32>
// CHECK: vector.insert %{{.*}}, %[[P]] [0] : vector<3xf32> into vector<2x3xf32>
// CHECK-NOT: arith.{{.*}} : vector<2x3xf32>
func.func @elementwise(%a: vector<2x3xf32>, %b: vector<2x3xf32>) -> vector<2x3xf32> {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %0 = arith.addf %a, %c : vector<2x3xf32>
  %1 = math.exp %0 : vector<2x3xf32>
  %2 = vector.fma %1, %b, %a : vector<2x3xf32>
  return %2 : vector<2x3xf32>
}

// -----

// A float matmul contract goes row by row: acc[i] = fma(broadcast(a[i][k]), b[k], acc[i]).
// CHECK-LABEL: func.func @matmul(
// CHECK-NOT: vector.contract
// CHECK: %[[A00:.*]] = vector.extract %arg0[0, 0] : f32 from vector<2x3xf32>
// CHECK: %[[S:.*]] = vector.broadcast %[[A00]] : f32 to vector<4xf32>
// CHECK: vector.fma %[[S]], %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK-COUNT-5: vector.fma
// CHECK-NOT: arith.mulf
// CHECK: return
func.func @matmul(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                        iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

// Other contractions are unrolled to scalars: mixed precision (f16 operands widened before the
// multiply into an f32 accumulator), integers.
// CHECK-LABEL: func.func @mixed(
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: arith.muli %{{.*}}, %{{.*}} : i32
func.func @mixed(%a: vector<2x2xf16>, %c: vector<2x2xf32>, %i: vector<2x2xi32>, %ic: vector<2x2xi32>) -> (vector<2x2xf32>, vector<2x2xi32>) {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                        iterator_types = ["parallel", "parallel", "reduction"]} %a, %a, %c : vector<2x2xf16>, vector<2x2xf16> into vector<2x2xf32>
  %1 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                        iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxsi>} %i, %i, %ic : vector<2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
  return %0, %1 : vector<2x2xf32>, vector<2x2xi32>
}

// -----

// Outer products row by row; broadcasts, transposes, shape casts and reductions.
// CHECK-LABEL: func.func @rows(
// CHECK: vector.fma
// CHECK-NOT: vector.outerproduct
// CHECK-NOT: vector.transpose
// CHECK-NOT: vector.multi_reduction
func.func @rows(%a: vector<2xf32>, %b: vector<3xf32>, %s: f32, %m: vector<2x3xi8>) -> (vector<2x3xf32>, vector<3x2xf32>, f32, vector<6xi8>, vector<3xi8>) {
  %0 = vector.outerproduct %a, %b : vector<2xf32>, vector<3xf32>
  %1 = vector.outerproduct %a, %b, %0 : vector<2xf32>, vector<3xf32>
  %2 = vector.broadcast %b : vector<3xf32> to vector<2x3xf32>
  %3 = arith.mulf %1, %2 : vector<2x3xf32>
  %4 = vector.transpose %3, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %5 = vector.multi_reduction <add>, %3, %s [0, 1] : vector<2x3xf32> to f32
  %6 = vector.shape_cast %m : vector<2x3xi8> to vector<6xi8>
  %z = arith.constant dense<0> : vector<3xi8>
  %7 = vector.multi_reduction <xor>, %m, %z [0] : vector<2x3xi8> to vector<3xi8>
  return %3, %4, %5, %6, %7 : vector<2x3xf32>, vector<3x2xf32>, f32, vector<6xi8>, vector<3xi8>
}

// -----

// Loads and stores of 2-D vectors become one 1-D access per row.
// CHECK-LABEL: func.func @memory(
// CHECK-COUNT-2: vector.load %arg0[%{{.*}}, %{{.*}}] : memref<4x4xf64>, vector<4xf64>
// CHECK-COUNT-2: vector.store %{{.*}}, %arg1[%{{.*}}, %{{.*}}] : memref<4x4xf64>, vector<4xf64>
func.func @memory(%m: memref<4x4xf64>, %o: memref<4x4xf64>) -> memref<4x4xf64> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %0 = vector.load %m[%c1, %c0] : memref<4x4xf64>, vector<2x4xf64>
  vector.store %0, %o[%c0, %c0] : memref<4x4xf64>, vector<2x4xf64>
  return %o : memref<4x4xf64>
}
