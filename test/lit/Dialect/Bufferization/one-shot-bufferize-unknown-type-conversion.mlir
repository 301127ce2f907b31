// one-shot-bufferize{unknown-type-conversion=...}: the layout of a buffer
// nothing decides, the to_buffer of a function argument without
// bufferize-function-boundaries or of a result of an op left on tensors.
// fully-dynamic-layout-map (the default, as in mlir-opt-22) gives
// strided<[?, ...], offset: ?>, identity-layout-map the identity layout;
// infer-layout-map is refused, as mlir-opt-22 refuses it. Buffers of
// tensors Strata allocates keep the identity layout either way. Compared
// with mlir-opt-22's output on these functions: the same types.
// RUN: strata-opt %s -split-input-file -allow-unregistered-dialect --one-shot-bufferize="allow-unknown-ops" | FileCheck %s --check-prefix=DYN
// RUN: strata-opt %s -split-input-file -allow-unregistered-dialect --one-shot-bufferize="allow-unknown-ops unknown-type-conversion=fully-dynamic-layout-map" | FileCheck %s --check-prefix=DYN
// RUN: strata-opt %s -split-input-file -allow-unregistered-dialect --one-shot-bufferize="allow-unknown-ops unknown-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=ID
// RUN: not strata-opt %s -allow-unregistered-dialect --one-shot-bufferize="unknown-type-conversion=infer-layout-map" 2>&1 | FileCheck %s --check-prefix=BAD

// BAD: error: failed to add `one-shot-bufferize` with options `unknown-type-conversion=infer-layout-map`: Invalid option: 'infer-layout-map' is not a valid value for 'unknown-type-conversion'

// DYN-LABEL: func.func @argument(
// DYN:         %[[B:.*]] = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// DYN:         memref.load %[[B]][%arg1] : memref<8xf32, strided<[?], offset: ?>>
// ID-LABEL:  func.func @argument(
// ID:          %[[B:.*]] = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32>
// ID:          memref.load %[[B]][%arg1] : memref<8xf32>
func.func @argument(%x: tensor<8xf32>, %i: index) -> f32 {
  %e = tensor.extract %x[%i] : tensor<8xf32>
  return %e : f32
}

// -----

// A written unknown buffer is copied into an identity-layout allocation.
// DYN-LABEL: func.func @unknown_op_dynamic(
// DYN:         %[[U:.*]] = "test.foo"(%arg0) : (tensor<?x4xi8>) -> tensor<?x4xi8>
// DYN:         %[[B:.*]] = bufferization.to_buffer %[[U]] : tensor<?x4xi8> to memref<?x4xi8, strided<[?, ?], offset: ?>>
// DYN:         %[[D:.*]] = memref.dim %[[B]], %{{.*}} : memref<?x4xi8, strided<[?, ?], offset: ?>>
// DYN:         %[[A:.*]] = memref.alloc(%[[D]]) {alignment = 64 : i64} : memref<?x4xi8>
// DYN:         memref.copy %[[B]], %[[A]] : memref<?x4xi8, strided<[?, ?], offset: ?>> to memref<?x4xi8>
// DYN:         memref.store %{{.*}}, %[[A]][%{{.*}}, %{{.*}}] : memref<?x4xi8>
// ID-LABEL:  func.func @unknown_op_dynamic(
// ID:          bufferization.to_buffer %{{.*}} : tensor<?x4xi8> to memref<?x4xi8>
// ID:          memref.copy %{{.*}}, %{{.*}} : memref<?x4xi8> to memref<?x4xi8>
func.func @unknown_op_dynamic(%x: tensor<?x4xi8>) -> tensor<?x4xi8> {
  %u = "test.foo"(%x) : (tensor<?x4xi8>) -> tensor<?x4xi8>
  %c = arith.constant 1 : i8
  %i = arith.constant 0 : index
  %r = tensor.insert %c into %u[%i, %i] : tensor<?x4xi8>
  return %r : tensor<?x4xi8>
}

// -----

// Rank 0: no strides, a dynamic offset.
// DYN-LABEL: func.func @rank0(
// DYN:         %[[B:.*]] = bufferization.to_buffer %{{.*}} : tensor<f16> to memref<f16, strided<[], offset: ?>>
// DYN:         memref.load %[[B]][] : memref<f16, strided<[], offset: ?>>
// ID-LABEL:  func.func @rank0(
// ID:          bufferization.to_buffer %{{.*}} : tensor<f16> to memref<f16>
func.func @rank0(%x: tensor<f16>) -> f16 {
  %u = "test.foo"(%x) : (tensor<f16>) -> tensor<f16>
  %e = tensor.extract %u[] : tensor<f16>
  return %e : f16
}

// -----

// A strided argument feeds a linalg op and a subview keeps its strides.
// DYN-LABEL: func.func @views(
// DYN:         %[[B:.*]] = bufferization.to_buffer %arg0 : tensor<4x6xi32> to memref<4x6xi32, strided<[?, ?], offset: ?>>
// DYN:         %[[S:.*]] = memref.subview %[[B]][1, 2] [2, 3] [1, 1] : memref<4x6xi32, strided<[?, ?], offset: ?>> to memref<2x3xi32, strided<[?, ?], offset: ?>>
// DYN:         linalg.copy ins(%[[S]] : memref<2x3xi32, strided<[?, ?], offset: ?>>) outs(%{{.*}} : memref<2x3xi32>)
func.func @views(%x: tensor<4x6xi32>) -> tensor<2x3xi32> {
  %s = tensor.extract_slice %x[1, 2] [2, 3] [1, 1] : tensor<4x6xi32> to tensor<2x3xi32>
  %e = tensor.empty() : tensor<2x3xi32>
  %c = linalg.copy ins(%s : tensor<2x3xi32>) outs(%e : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %c : tensor<2x3xi32>
}
