// bufferization.clone of an unranked memref (round trip, lowering, and
// running): convert-bufferization-to-memref allocates a flat buffer of the
// product of the sizes and reshapes it to the unranked type, as
// mlir-opt-22 does (same ops, same order). Dynamic sizes, rank 0 and an
// empty shape; the clone keeps the old contents after the original is
// written.
// RUN: strata-opt %s | strata-opt | FileCheck %s --check-prefix=ROUND
// RUN: strata-opt %s --convert-bufferization-to-memref --strata-diff-check | FileCheck %s
// RUN: strata-opt %s --convert-bufferization-to-memref > %t.mlir
// RUN: strata-run --target=interp %t.mlir --entry rank0 --random-inputs | FileCheck %s --check-prefix=RUN0

// ROUND-LABEL: func.func @dyn
// ROUND:         bufferization.clone %{{.*}} : memref<*xf32> to memref<*xf32>
// CHECK-LABEL: func.func @dyn
// CHECK-SAME:      (%[[X:.*]]: memref<?x3xf32>)
// CHECK:         %[[U:.*]] = memref.cast %[[X]] : memref<?x3xf32> to memref<*xf32>
// CHECK:         %[[RANK:.*]] = memref.rank %[[U]] : memref<*xf32>
// CHECK:         %[[SHAPE:.*]] = memref.alloca(%[[RANK]]) : memref<?xindex>
// CHECK:         %[[N:.*]] = scf.for %[[I:.*]] = %{{.*}} to %[[RANK]] step %{{.*}} iter_args(%[[P:.*]] = %{{.*}}) -> (index) {
// CHECK:           %[[D:.*]] = memref.dim %[[U]], %[[I]] : memref<*xf32>
// CHECK:           memref.store %[[D]], %[[SHAPE]][%[[I]]] : memref<?xindex>
// CHECK:           %[[M:.*]] = arith.muli %[[P]], %[[D]] : index
// CHECK:           scf.yield %[[M]] : index
// CHECK:         %[[FLAT:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
// CHECK:         %[[C:.*]] = memref.reshape %[[FLAT]](%[[SHAPE]]) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK:         memref.copy %[[U]], %[[C]] : memref<*xf32> to memref<*xf32>
// CHECK-NOT:     bufferization.clone
func.func @dyn(%x: memref<?x3xf32>) -> memref<?x3xf32> {
  %u = memref.cast %x : memref<?x3xf32> to memref<*xf32>
  %c = bufferization.clone %u : memref<*xf32> to memref<*xf32>
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  memref.store %one, %x[%c0, %c0] : memref<?x3xf32>
  %r = memref.cast %c : memref<*xf32> to memref<?x3xf32>
  return %r : memref<?x3xf32>
}

// CHECK-LABEL: func.func @rank0
// CHECK:         memref.reshape %{{.*}}(%{{.*}}) : (memref<?xi32>, memref<?xindex>) -> memref<*xi32>
// RUN0: Memref rank = 0
// RUN0-NEXT: [-7]
func.func @rank0(%x: memref<i32>) -> memref<i32> {
  %u = memref.cast %x : memref<i32> to memref<*xi32>
  %c = bufferization.clone %u : memref<*xi32> to memref<*xi32>
  %z = arith.constant 0 : i32
  memref.store %z, %x[] : memref<i32>
  %r = memref.cast %c : memref<*xi32> to memref<i32>
  return %r : memref<i32>
}

// CHECK-LABEL: func.func @empty
// CHECK:         memref.reshape
func.func @empty(%x: memref<0x2xf32>) -> memref<0x2xf32> {
  %u = memref.cast %x : memref<0x2xf32> to memref<*xf32>
  %c = bufferization.clone %u : memref<*xf32> to memref<*xf32>
  %r = memref.cast %c : memref<*xf32> to memref<0x2xf32>
  return %r : memref<0x2xf32>
}
