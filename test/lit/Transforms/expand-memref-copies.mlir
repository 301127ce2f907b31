// RUN: strata-opt %s -split-input-file --strata-expand-memref-copies | FileCheck %s
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-diff-check-dim=4 --strata-expand-memref-copies -o /dev/null

// A padded buffer's interior: the copy into the strided view becomes a
// parallel loop over the copied shape, loading from the source and
// storing to the view at the same indices.
// CHECK-LABEL: func.func @pad_interior
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK:         scf.parallel (%[[I:.*]], %[[J:.*]]) = (%[[C0]], %[[C0]]) to (%[[C2]], %[[C3]]) step (%[[C1]], %[[C1]]) {
// CHECK-NEXT:      %[[V:.*]] = memref.load %arg0[%[[I]], %[[J]]] : memref<2x3xf32>
// CHECK-NEXT:      memref.store %[[V]], %{{.*}}[%[[I]], %[[J]]] : memref<2x3xf32, strided<[5, 1], offset: 6>>
// CHECK-NEXT:      scf.reduce
// CHECK-NOT:     memref.copy
func.func @pad_interior(%x: memref<2x3xf32>) -> memref<4x5xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = memref.alloc() : memref<4x5xf32>
  linalg.fill ins(%zero : f32) outs(%padded : memref<4x5xf32>)
  %interior = memref.subview %padded[1, 1] [2, 3] [1, 1] : memref<4x5xf32> to memref<2x3xf32, strided<[5, 1], offset: 6>>
  memref.copy %x, %interior : memref<2x3xf32> to memref<2x3xf32, strided<[5, 1], offset: 6>>
  return %padded : memref<4x5xf32>
}

// -----

// Dynamic dims are the source's memref.dim; a strided source (a column
// slice) is read in place.
// CHECK-LABEL: func.func @dynamic
// CHECK:         memref.alloc
// CHECK:         %[[N:.*]] = memref.dim %[[SRC:.*]], %[[C0:.*]] :
// CHECK:         scf.parallel (%[[I:.*]], %[[J:.*]]) = (%[[C0]], %[[C0]]) to (%[[N]], %{{.*}}) step
// CHECK-NEXT:      memref.load %[[SRC]][%[[I]], %[[J]]] : memref<?x2xi32, strided<[4, 1], offset: 1>>
// CHECK-NEXT:      memref.store
func.func @dynamic(%x: memref<?x4xi32>) -> memref<?x2xi32> {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?x4xi32>
  %cols = memref.subview %x[0, 1] [%n, 2] [1, 1] : memref<?x4xi32> to memref<?x2xi32, strided<[4, 1], offset: 1>>
  %out = memref.alloc(%n) : memref<?x2xi32>
  memref.copy %cols, %out : memref<?x2xi32, strided<[4, 1], offset: 1>> to memref<?x2xi32>
  return %out : memref<?x2xi32>
}

// -----

// Rank 0: one load and one store, no loop.
// CHECK-LABEL: func.func @rank0
// CHECK-NEXT:    %[[OUT:.*]] = memref.alloc() : memref<f16>
// CHECK-NEXT:    %[[V:.*]] = memref.load %arg0[] : memref<f16>
// CHECK-NEXT:    memref.store %[[V]], %[[OUT]][] : memref<f16>
// CHECK-NEXT:    return %[[OUT]]
func.func @rank0(%x: memref<f16>) -> memref<f16> {
  %out = memref.alloc() : memref<f16>
  memref.copy %x, %out : memref<f16> to memref<f16>
  return %out : memref<f16>
}

// -----

// An empty shape gives a loop of no iterations; i1 elements are copied
// as they are.
// CHECK-LABEL: func.func @empty_i1
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK:         scf.parallel (%{{.*}}, %{{.*}}) = (%[[C0]], %[[C0]]) to (%{{.*}}, %[[C0]])
// CHECK:           memref.load %arg0{{.*}} : memref<3x0xi1>
func.func @empty_i1(%x: memref<3x0xi1>) -> memref<3x0xi1> {
  %out = memref.alloc() : memref<3x0xi1>
  memref.copy %x, %out : memref<3x0xi1> to memref<3x0xi1>
  return %out : memref<3x0xi1>
}

// -----

// A copy inside a loop is expanded where it is, in order with the loop's
// other effects: each iteration copies the row, then overwrites one element.
// CHECK-LABEL: func.func @in_loop
// CHECK:         scf.for
// CHECK:           scf.parallel
// CHECK:             memref.load
// CHECK:             memref.store
// CHECK:           memref.store %{{.*}}, %[[OUT:.*]][%{{.*}}] : memref<8xf32>
// CHECK-NOT:     memref.copy
func.func @in_loop(%x: memref<3x8xf32>) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %out = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    %row = memref.subview %x[%i, 0] [1, 8] [1, 1] : memref<3x8xf32> to memref<8xf32, strided<[1], offset: ?>>
    memref.copy %row, %out : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32>
    memref.store %one, %out[%i] : memref<8xf32>
  }
  return %out : memref<8xf32>
}

// -----

// Unranked memrefs have no shape to loop over: the copy stays.
// CHECK-LABEL: func.func @unranked
// CHECK:         memref.copy %arg0, %arg1 : memref<*xf32> to memref<*xf32>
func.func @unranked(%x: memref<*xf32>, %y: memref<*xf32>) {
  memref.copy %x, %y : memref<*xf32> to memref<*xf32>
  return
}
