// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

func.func @ops(%m: memref<4x8xf32>, %i: index) {
  %tt = bufferization.to_tensor %m : memref<4x8xf32> to tensor<4x8xf32>
  %tt2 = bufferization.to_tensor %m restrict writable : memref<4x8xf32> to tensor<4x8xf32>
  %mm = bufferization.to_buffer %tt : tensor<4x8xf32> to memref<4x8xf32>
  %mm2 = bufferization.to_buffer %tt read_only : tensor<4x8xf32> to memref<4x8xf32>
  %at = bufferization.alloc_tensor(%i) : tensor<?x8xf32>
  %at2 = bufferization.alloc_tensor() copy(%tt) : tensor<4x8xf32>
  %at3 = bufferization.alloc_tensor(%i) size_hint=%i : tensor<?x8xf32>
  %at4 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4x8xf32>
  %mi = bufferization.materialize_in_destination %tt in %tt : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  bufferization.materialize_in_destination %tt in restrict writable %m : (tensor<4x8xf32>, memref<4x8xf32>) -> ()
  bufferization.dealloc_tensor %tt : tensor<4x8xf32>
  %cl = bufferization.clone %m : memref<4x8xf32> to memref<4x8xf32>
  return
}

// CHECK-LABEL: func.func @ops
// CHECK: %{{.*}} = bufferization.to_tensor %{{.*}} : memref<4x8xf32> to tensor<4x8xf32>
// CHECK: %{{.*}} = bufferization.to_tensor %{{.*}} restrict writable : memref<4x8xf32> to tensor<4x8xf32>
// CHECK: %{{.*}} = bufferization.to_buffer %{{.*}} : tensor<4x8xf32> to memref<4x8xf32>
// CHECK: %{{.*}} = bufferization.to_buffer %{{.*}} read_only : tensor<4x8xf32> to memref<4x8xf32>
// CHECK: %{{.*}} = bufferization.alloc_tensor(%{{.*}}) : tensor<?x8xf32>
// CHECK: %{{.*}} = bufferization.alloc_tensor() copy(%{{.*}}) : tensor<4x8xf32>
// CHECK: %{{.*}} = bufferization.alloc_tensor(%{{.*}}) size_hint=%{{.*}} : tensor<?x8xf32>
// CHECK: %{{.*}} = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4x8xf32>
// CHECK: %{{.*}} = bufferization.materialize_in_destination %{{.*}} in %{{.*}} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK: bufferization.materialize_in_destination %{{.*}} in restrict writable %{{.*}} : (tensor<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK: bufferization.dealloc_tensor %{{.*}} : tensor<4x8xf32>
// CHECK: %{{.*}} = bufferization.clone %{{.*}} : memref<4x8xf32> to memref<4x8xf32>
// CHECK: return

// The spelling before MLIR 21 is read as to_buffer.
// CHECK-LABEL: func.func @to_memref_spelling
// CHECK: bufferization.to_buffer %{{.*}} read_only : tensor<4xf32> to memref<4xf32>
func.func @to_memref_spelling(%t: tensor<4xf32>) -> memref<4xf32> {
  %0 = bufferization.to_memref %t read_only : tensor<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
