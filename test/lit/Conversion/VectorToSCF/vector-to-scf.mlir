// convert-vector-to-scf: transfers above target-rank become scf.for loops (or, with full-unroll,
// straight-line code) over transfers of one rank less; at rank 0 a lane is a memref.load or store
// under its bounds check and mask bit. The interpreter checks every function before and after,
// for target-rank 0 and 1 and unrolled, on random inputs (dynamic sizes 3, indices in [0, 8)).
// RUN: strata-opt %s -split-input-file --convert-vector-to-scf | FileCheck %s
// RUN: strata-opt %s -split-input-file '--convert-vector-to-scf=target-rank=0' | FileCheck %s --check-prefix=RANK0
// RUN: strata-opt %s -split-input-file '--convert-vector-to-scf=full-unroll=true' | FileCheck %s --check-prefix=UNROLL
// RUN: strata-opt %s -split-input-file --convert-vector-to-scf --strata-diff-check -o /dev/null
// RUN: strata-opt %s -split-input-file '--convert-vector-to-scf=target-rank=0' --strata-diff-check -o /dev/null
// RUN: strata-opt %s -split-input-file '--convert-vector-to-scf=full-unroll=true target-rank=0' --strata-diff-check -o /dev/null

// A 2-D read: a loop over rows, each row a 1-D transfer under the row's bounds check.
// CHECK-LABEL: func.func @read_2d(
// CHECK: %[[PAD:.*]] = vector.broadcast %{{.*}} : f32 to vector<3x4xf32>
// CHECK: %[[R:.*]] = scf.for %[[IV:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[PAD]]) -> (vector<3x4xf32>) {
// CHECK: %[[ROW:.*]] = arith.addi %arg1, %[[IV]] : index
// CHECK: %[[DIM:.*]] = memref.dim %arg0, %{{.*}} : memref<?x?xf32>
// CHECK: %[[IN:.*]] = arith.cmpi slt, %[[ROW]], %[[DIM]] : index
// CHECK: scf.if %[[IN]] -> (vector<4xf32>) {
// CHECK: vector.transfer_read %arg0[%[[ROW]], %arg2], %{{.*}} : memref<?x?xf32>, vector<4xf32>
// CHECK: } else {
// CHECK: vector.broadcast %{{.*}} : f32 to vector<4xf32>
// CHECK: vector.insert %{{.*}}, %[[ACC]] [%[[IV]]] : vector<4xf32> into vector<3x4xf32>
// CHECK: return %[[R]]
// RANK0-LABEL: func.func @read_2d(
// RANK0: scf.for
// RANK0: scf.for
// RANK0: memref.load %arg0[%{{.*}}, %{{.*}}] : memref<?x?xf32>
// RANK0-NOT: vector.transfer_read
// UNROLL-LABEL: func.func @read_2d(
// UNROLL-NOT: scf.for
// UNROLL-COUNT-3: vector.transfer_read
// UNROLL: vector.insert %{{.*}}, %{{.*}} [2] : vector<4xf32> into vector<3x4xf32>
func.func @read_2d(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<3x4xf32> {
  %p = arith.constant -1.0 : f32
  %0 = vector.transfer_read %m[%i, %j], %p : memref<?x?xf32>, vector<3x4xf32>
  return %0 : vector<3x4xf32>
}

// -----

// A masked 1-D read at rank 0: each lane loads under its mask bit and bounds check.
// CHECK-LABEL: func.func @read_masked(
// CHECK: vector.transfer_read %arg0[%arg1], %{{.*}}, %{{.*}} : memref<?xi32>, vector<5xi32>
// RANK0-LABEL: func.func @read_masked(
// RANK0: scf.for %[[IV:[a-z0-9]*]] =
// RANK0: %[[BIT:.*]] = vector.extract %{{.*}}[%[[IV]]] : i1 from vector<5xi1>
// RANK0: arith.cmpi slt
// RANK0: scf.if %{{.*}} -> (i32) {
// RANK0: scf.if %[[BIT]] -> (i32) {
// RANK0: memref.load
func.func @read_masked(%m: memref<?xi32>, %i: index, %n: index) -> vector<5xi32> {
  %p = arith.constant 7 : i32
  %mask = vector.create_mask %n : vector<5xi1>
  %0 = vector.transfer_read %m[%i], %p, %mask : memref<?xi32>, vector<5xi32>
  return %0 : vector<5xi32>
}

// -----

// A 2-D write whose rows are declared in bounds: no check on rows, one per lane within a row.
// CHECK-LABEL: func.func @write_2d(
// CHECK: scf.for %[[IV:[a-z0-9]*]] =
// CHECK-NOT: memref.dim
// CHECK: %[[ROW:.*]] = vector.extract %arg3[%[[IV]]] : vector<4xf64> from vector<2x4xf64>
// CHECK: vector.transfer_write %[[ROW]], %arg0[%{{.*}}, %arg2] : vector<4xf64>, memref<?x?xf64>
// RANK0-LABEL: func.func @write_2d(
// RANK0: memref.store %{{.*}}, %arg0[%{{.*}}, %{{.*}}] : memref<?x?xf64>
func.func @write_2d(%m: memref<?x?xf64>, %i: index, %j: index, %v: vector<2x4xf64>) -> memref<?x?xf64> {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%c0, %j] {in_bounds = [true, false]} : vector<2x4xf64>, memref<?x?xf64>
  return %m : memref<?x?xf64>
}

// -----

// A broadcast dim (0 in the map) reads once and broadcasts.
// CHECK-LABEL: func.func @read_broadcast(
// CHECK-NOT: scf.for
// CHECK: %[[ONE:.*]] = vector.transfer_read %arg0[%{{.*}}, %arg1], %{{.*}} : memref<?x?xi8>, vector<3xi8>
// CHECK: vector.broadcast %[[ONE]] : vector<3xi8> to vector<2x3xi8>
func.func @read_broadcast(%m: memref<?x?xi8>, %j: index) -> vector<2x3xi8> {
  %p = arith.constant 0 : i8
  %c1 = arith.constant 1 : index
  %0 = vector.transfer_read %m[%c1, %j], %p {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xi8>, vector<2x3xi8>
  return %0 : vector<2x3xi8>
}

// -----

// A transposing read (no mask) is lowered too: the loop walks the source's second dim.
// CHECK-LABEL: func.func @read_transposed(
// CHECK: scf.for %[[IV:[a-z0-9]*]] =
// CHECK: arith.addi %arg2, %[[IV]] : index
// CHECK: vector.transfer_read %arg0[%arg1, %{{.*}}], %{{.*}} {permutation_map = #map} : memref<?x?xf16>, vector<2xf16>
func.func @read_transposed(%m: memref<?x?xf16>, %i: index, %j: index) -> vector<3x2xf16> {
  %p = arith.constant 0.0 : f16
  %0 = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf16>, vector<3x2xf16>
  return %0 : vector<3x2xf16>
}

// -----

// Transfers on tensors, and of rank target-rank or less, are left as they are.
// CHECK-LABEL: func.func @left_alone(
// CHECK: vector.transfer_read %arg0[%arg2, %arg2], %{{.*}} : tensor<4x4xbf16>, vector<2x2xbf16>
// CHECK: vector.transfer_read %arg1[%arg2], %{{.*}} : memref<8xbf16>, vector<4xbf16>
func.func @left_alone(%t: tensor<4x4xbf16>, %m: memref<8xbf16>, %i: index) -> (vector<2x2xbf16>, vector<4xbf16>) {
  %p = arith.constant 0.0 : bf16
  %0 = vector.transfer_read %t[%i, %i], %p : tensor<4x4xbf16>, vector<2x2xbf16>
  %1 = vector.transfer_read %m[%i], %p : memref<8xbf16>, vector<4xbf16>
  return %0, %1 : vector<2x2xbf16>, vector<4xbf16>
}

// -----

// A gather is one load per lane under its mask bit (the index widened to index); a scatter one
// store; an expanding load counts the lanes set so far.
// CHECK-LABEL: func.func @indexed(
// CHECK: %[[B0:.*]] = vector.extract %arg2[0] : i1 from vector<2xi1>
// CHECK: %[[I0:.*]] = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK: %[[X0:.*]] = arith.index_cast %[[I0]] : i32 to index
// CHECK: %[[P0:.*]] = arith.addi %{{.*}}, %[[X0]] : index
// CHECK: scf.if %[[B0]] -> (f32) {
// CHECK: memref.load %arg0[%[[P0]]] : memref<?xf32>
// CHECK: scf.if %{{.*}} {
// CHECK: memref.store %{{.*}}, %arg0[%{{.*}}] : memref<?xf32>
// CHECK: arith.select
// CHECK-NOT: vector.gather
// CHECK-NOT: vector.scatter
// CHECK-NOT: vector.expandload
func.func @indexed(%m: memref<?xf32>, %idx: vector<2xi32>, %mask: vector<2xi1>, %pass: vector<2xf32>) -> (vector<2xf32>, vector<2xf32>, memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.gather %m[%c0] [%idx], %mask, %pass : memref<?xf32>, vector<2xi32>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  vector.scatter %m[%c0] [%idx], %mask, %pass : memref<?xf32>, vector<2xi32>, vector<2xi1>, vector<2xf32>
  %1 = vector.expandload %m[%c0], %mask, %pass : memref<?xf32>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  return %0, %1, %m : vector<2xf32>, vector<2xf32>, memref<?xf32>
}
