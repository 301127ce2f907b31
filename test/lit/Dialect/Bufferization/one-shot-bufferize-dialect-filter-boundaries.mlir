// bufferize-function-boundaries under dialect-filter: signatures are
// func's ops, so they become memrefs only when the filter lists func. A
// kept op reads a memref argument through a to_tensor; a kept result is
// returned through a to_buffer (copied into a buffer the caller owns,
// Strata's convention for returned buffers, where mlir-opt-22 returns the
// to_buffer itself).
// RUN: strata-opt %s -split-input-file --one-shot-bufferize="dialect-filter=func,linalg bufferize-function-boundaries unknown-type-conversion=identity-layout-map" --strata-diff-check | FileCheck %s --check-prefix=FUNCLINALG
// RUN: strata-opt %s -split-input-file --one-shot-bufferize="dialect-filter=func bufferize-function-boundaries unknown-type-conversion=identity-layout-map" --strata-diff-check | FileCheck %s --check-prefix=FUNC
// RUN: strata-opt %s -split-input-file --one-shot-bufferize="dialect-filter=linalg,tensor bufferize-function-boundaries unknown-type-conversion=identity-layout-map" --strata-diff-check | FileCheck %s --check-prefix=NOFUNC

// FUNCLINALG-LABEL: func.func @args(%arg0: memref<?xf32>, %arg1: index) -> (memref<?xf32>, f32)
// FUNCLINALG:         %[[T:.*]] = bufferization.to_tensor %arg0 : memref<?xf32> to tensor<?xf32>
// FUNCLINALG:         %[[V:.*]] = tensor.extract %[[T]][%{{.*}}]
// FUNCLINALG:         %[[A:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xf32>
// FUNCLINALG:         linalg.fill {{.*}} outs(%[[A]] : memref<?xf32>)
// FUNCLINALG:         return %[[A]], %[[V]] : memref<?xf32>, f32
// FUNC-LABEL: func.func @args(%arg0: memref<?xf32>, %arg1: index) -> (memref<?xf32>, f32)
// FUNC:         %[[T:.*]] = bufferization.to_tensor %arg0 : memref<?xf32> to tensor<?xf32>
// FUNC:         %[[V:.*]] = tensor.extract %[[T]][%{{.*}}]
// FUNC:         %[[F:.*]] = linalg.fill {{.*}} outs(%[[T]] : tensor<?xf32>) -> tensor<?xf32>
// FUNC:         %[[B:.*]] = bufferization.to_buffer %[[F]] : tensor<?xf32> to memref<?xf32>
// FUNC:         %[[A:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xf32>
// FUNC:         memref.copy %[[B]], %[[A]]
// FUNC:         return %[[A]], %[[V]] : memref<?xf32>, f32
// NOFUNC-LABEL: func.func @args(%arg0: tensor<?xf32>, %arg1: index) -> (tensor<?xf32>, f32)
// NOFUNC:         %[[X:.*]] = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32>
// NOFUNC:         %[[V:.*]] = memref.load %[[X]]
// NOFUNC:         %[[A:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xf32>
// NOFUNC:         linalg.fill {{.*}} outs(%[[A]] : memref<?xf32>)
// NOFUNC:         %[[T:.*]] = bufferization.to_tensor %[[A]]
// NOFUNC:         return %[[T]], %[[V]] : tensor<?xf32>, f32
func.func @args(%x: tensor<?xf32>, %i: index) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %v = tensor.extract %x[%c0] : tensor<?xf32>
  %f = linalg.fill ins(%one : f32) outs(%x : tensor<?xf32>) -> tensor<?xf32>
  return %f, %v : tensor<?xf32>, f32
}

// -----

// Calls: bufferized with the boundaries when func is listed (the callee's
// body keeps its tensor ops outside the filter), kept otherwise.
// FUNCLINALG-LABEL: func.func private @callee(%arg0: memref<4xf32>) -> memref<4xf32>
// FUNCLINALG:         %[[T:.*]] = bufferization.to_tensor %arg0
// FUNCLINALG:         tensor.insert %{{.*}} into %[[T]]
// FUNCLINALG-LABEL: func.func @caller(%arg0: memref<4xf32>) -> memref<4xf32>
// FUNCLINALG:         %[[R:.*]] = call @callee(%arg0) : (memref<4xf32>) -> memref<4xf32>
// FUNCLINALG:         return %[[R]]
// NOFUNC-LABEL: func.func @caller(%arg0: tensor<4xf32>) -> tensor<4xf32>
// NOFUNC:         %[[R:.*]] = call @callee(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// NOFUNC:         return %[[R]]
func.func private @callee(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = tensor.insert %z into %t[%c1] : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @caller(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = func.call @callee(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
