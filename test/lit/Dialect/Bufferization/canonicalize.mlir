// RUN: strata-opt %s --canonicalize | FileCheck %s

func.func @to_tensor_to_buffer(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %1 = bufferization.to_tensor %0 : memref<4xf32> to tensor<4xf32>
  return %1 : tensor<4xf32>
}

// CHECK-LABEL: func.func @to_tensor_to_buffer
// CHECK-NEXT: return %arg0 : tensor<4xf32>
