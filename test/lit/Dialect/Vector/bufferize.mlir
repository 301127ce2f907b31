// one-shot-bufferize on vector transfers and gathers of tensors: reads read the tensor's buffer,
// a write writes the buffer in place or a copy of it (here a copy: the function also returns the
// original tensor). The interpreter checks the function before and after.
// RUN: strata-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: strata-opt %s --one-shot-bufferize=bufferize-function-boundaries --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @transfers(
// CHECK-SAME: %[[T:.*]]: memref<8xf32>, %[[I:.*]]: index
// CHECK: %[[R:.*]] = vector.transfer_read %[[T]][%[[I]]], %{{.*}} : memref<8xf32>, vector<4xf32>
// CHECK: vector.gather %[[T]][%{{.*}}] [%{{.*}}], %{{.*}}, %{{.*}} : memref<8xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: memref.copy %[[T]], %[[A]]
// CHECK: vector.transfer_write %{{.*}}, %[[A]][%[[I]]] : vector<4xf32>, memref<8xf32>
// CHECK: return %[[R]], %{{.*}}, %[[A]]
func.func @transfers(%t: tensor<8xf32>, %i: index) -> (vector<4xf32>, vector<4xf32>, tensor<8xf32>, tensor<8xf32>) {
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %t[%i], %p : tensor<8xf32>, vector<4xf32>
  %c0 = arith.constant 0 : index
  %idx = arith.constant dense<[7, 0, 3, 3]> : vector<4xindex>
  %mask = arith.constant dense<true> : vector<4xi1>
  %1 = vector.gather %t[%c0] [%idx], %mask, %0 : tensor<8xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %2 = arith.addf %0, %1 : vector<4xf32>
  %3 = vector.transfer_write %2, %t[%i] : vector<4xf32>, tensor<8xf32>
  return %0, %1, %3, %t : vector<4xf32>, vector<4xf32>, tensor<8xf32>, tensor<8xf32>
}
