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
