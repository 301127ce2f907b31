// memref.view's canonicalizations and the folds that make memref.load,
// store, dealloc, dim, affine.load, affine.store and memref.cast read the
// source of a memref.cast, as mlir-opt-22's (each output checked against
// `mlir-opt-22 -canonicalize -split-input-file`).
// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s

// Constant sizes become static with a cast back; the byte shift stays an
// operand, and so do sizes that are no constants.
// CHECK-LABEL: func.func @view_sizes(
// CHECK-SAME: %[[N:.*]]: index)
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[BUF:.*]] = memref.alloc() : memref<512xi8>
// CHECK-NEXT: %[[V0:.*]] = memref.view %[[BUF]][%[[C8]]][%[[N]]] : memref<512xi8> to memref<4x?xf16>
// CHECK-NEXT: %[[R0:.*]] = memref.cast %[[V0]] : memref<4x?xf16> to memref<?x?xf16>
// CHECK-NEXT: %[[V1:.*]] = memref.view %[[BUF]][%[[C0]]][] : memref<512xi8> to memref<4x3xf16>
// CHECK-NEXT: %[[R1:.*]] = memref.cast %[[V1]] : memref<4x3xf16> to memref<?x3xf16>
// CHECK-NEXT: %[[V2:.*]] = memref.view %[[BUF]][%[[N]]][%[[N]], %[[N]]] : memref<512xi8> to memref<?x?xf16>
// CHECK-NEXT: return %[[R0]], %[[R1]], %[[V2]]
func.func @view_sizes(%n: index) -> (memref<?x?xf16>, memref<?x3xf16>, memref<?x?xf16>) {
  %buf = memref.alloc() : memref<512xi8>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %0 = memref.view %buf[%c8][%c4, %n] : memref<512xi8> to memref<?x?xf16>
  %1 = memref.view %buf[%c0][%c4] : memref<512xi8> to memref<?x3xf16>
  %2 = memref.view %buf[%n][%n, %n] : memref<512xi8> to memref<?x?xf16>
  return %0, %1, %2 : memref<?x?xf16>, memref<?x3xf16>, memref<?x?xf16>
}

// -----

// A view reads the memref behind a cast, an allocation or an argument; the
// allocation read through nothing else is dead.
// CHECK-LABEL: func.func @view_of_cast_of_alloc(
// CHECK-SAME: %[[N:.*]]: index)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<64xi8>
// CHECK-NEXT: %[[V:.*]] = memref.view %[[A]][%[[C0]]][%[[N]]] : memref<64xi8> to memref<?xf32>
// CHECK-NEXT: %[[X:.*]] = memref.load %[[V]][%[[C0]]] : memref<?xf32>
// CHECK-NEXT: return %[[X]]
func.func @view_of_cast_of_alloc(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %buf = memref.alloc(%n) : memref<?xi8>
  %cast = memref.cast %buf : memref<?xi8> to memref<?xi8>
  %a = memref.alloc() : memref<64xi8>
  %acast = memref.cast %a : memref<64xi8> to memref<?xi8>
  %v = memref.view %acast[%c0][%n] : memref<?xi8> to memref<?xf32>
  %x = memref.load %v[%c0] : memref<?xf32>
  return %x : f32
}

// -----

// CHECK-LABEL: func.func @view_of_cast_of_argument(
// CHECK-SAME: %[[M:.*]]: memref<64xi8>, %[[N:.*]]: index)
// CHECK: %[[V:.*]] = memref.view %[[M]][%{{.*}}][%[[N]]] : memref<64xi8> to memref<?xf32>
// CHECK-NEXT: return %[[V]]
func.func @view_of_cast_of_argument(%m: memref<64xi8>, %n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %cast = memref.cast %m : memref<64xi8> to memref<?xi8>
  %v = memref.view %cast[%c0][%n] : memref<?xi8> to memref<?xf32>
  return %v : memref<?xf32>
}

// -----

// Accesses, dim and dealloc read the memref behind a cast (the value a
// store writes is not looked through); dim then folds to the static size.
// CHECK-LABEL: func.func @accesses_read_through_casts(
// CHECK-SAME: %[[M:.*]]: memref<8x4xf32>, %[[V:.*]]: f32, %[[I:.*]]: index)
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: memref.store %[[V]], %[[M]][%[[I]], %[[C1]]] : memref<8x4xf32>
// CHECK-NEXT: %[[L0:.*]] = memref.load %[[M]][%[[C1]], %[[I]]] : memref<8x4xf32>
// CHECK-NEXT: affine.store %[[V]], %[[M]][symbol(%[[I]]), 2] : memref<8x4xf32>
// CHECK-NEXT: %[[L1:.*]] = affine.load %[[M]][symbol(%[[I]]) + 1, 3] : memref<8x4xf32>
// CHECK-NEXT: memref.dealloc %[[M]] : memref<8x4xf32>
// CHECK-NEXT: return %[[L0]], %[[L1]], %[[C4]]
func.func @accesses_read_through_casts(%m: memref<8x4xf32>, %v: f32, %i: index) -> (f32, f32, index) {
  %c1 = arith.constant 1 : index
  %0 = memref.cast %m : memref<8x4xf32> to memref<?x?xf32>
  memref.store %v, %0[%i, %c1] : memref<?x?xf32>
  %1 = memref.load %0[%c1, %i] : memref<?x?xf32>
  affine.store %v, %0[%i, 2] : memref<?x?xf32>
  %2 = affine.load %0[%i + 1, 3] : memref<?x?xf32>
  %3 = memref.dim %0, %c1 : memref<?x?xf32>
  memref.dealloc %0 : memref<?x?xf32>
  return %1, %2, %3 : f32, f32, index
}

// -----

// A cast from an unranked memref stays.
// CHECK-LABEL: func.func @unranked_cast_stays(
// CHECK-SAME: %[[M:.*]]: memref<*xf32>, %[[I:.*]]: index)
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[M]] : memref<*xf32> to memref<?xf32>
// CHECK-NEXT: %[[L:.*]] = memref.load %[[C]][%[[I]]] : memref<?xf32>
func.func @unranked_cast_stays(%m: memref<*xf32>, %i: index) -> f32 {
  %0 = memref.cast %m : memref<*xf32> to memref<?xf32>
  %1 = memref.load %0[%i] : memref<?xf32>
  return %1 : f32
}

// -----

// A cast of a cast casts the first source.
// CHECK-LABEL: func.func @cast_of_cast(
// CHECK-SAME: %[[M:.*]]: memref<4x4xf32>)
// CHECK-NEXT: %[[A:.*]] = memref.cast %[[M]] : memref<4x4xf32> to memref<?x4xf32>
// CHECK-NEXT: %[[B:.*]] = memref.cast %[[M]] : memref<4x4xf32> to memref<?x?xf32>
// CHECK-NEXT: return %[[B]], %[[A]]
func.func @cast_of_cast(%m: memref<4x4xf32>) -> (memref<?x?xf32>, memref<?x4xf32>) {
  %0 = memref.cast %m : memref<4x4xf32> to memref<?x4xf32>
  %1 = memref.cast %0 : memref<?x4xf32> to memref<?x?xf32>
  return %1, %0 : memref<?x?xf32>, memref<?x4xf32>
}
