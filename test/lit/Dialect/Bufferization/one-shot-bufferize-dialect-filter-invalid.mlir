// An op of a listed dialect that cannot be bufferized is still an error
// (without allow-unknown-ops), as in mlir-opt-22; one outside the filter
// is left alone.
// RUN: strata-opt %s -split-input-file -allow-unregistered-dialect --one-shot-bufferize="dialect-filter=test,linalg" -verify-diagnostics
// RUN: strata-opt %s -split-input-file -allow-unregistered-dialect --one-shot-bufferize="dialect-filter=linalg unknown-type-conversion=identity-layout-map" | FileCheck %s
// RUN: strata-opt %s -split-input-file -allow-unregistered-dialect --one-shot-bufferize="dialect-filter=test,linalg allow-unknown-ops unknown-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=UNKNOWN

// The kept tensor.empty is allocated where it is (the second fill's
// buffer), the first fill writes a fresh one, which test.foo reads
// through a to_tensor.
// CHECK-LABEL: func.func @unknown
// CHECK:         %[[E:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK:         %[[A:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK:         linalg.fill {{.*}} outs(%[[A]] : memref<4xf32>)
// CHECK:         %[[T:.*]] = bufferization.to_tensor %[[A]]
// CHECK:         %[[U:.*]] = "test.foo"(%[[T]]) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK:         %[[B:.*]] = bufferization.to_buffer %[[U]] : tensor<4xf32> to memref<4xf32>
// CHECK:         linalg.fill {{.*}} outs(%[[E]] : memref<4xf32>)
// CHECK:         linalg.generic {{.*}} ins(%[[B]] : memref<4xf32>) outs(%[[E]] : memref<4xf32>)
// UNKNOWN-LABEL: func.func @unknown
// UNKNOWN:         "test.foo"(%{{.*}}) : (tensor<4xf32>) -> tensor<4xf32>
// UNKNOWN:         bufferization.to_buffer
func.func @unknown(%x: tensor<4xf32>) -> tensor<4xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{'test.foo' op op was not bufferized}}
  %u = "test.foo"(%f) : (tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%u : tensor<4xf32>) outs(%g : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
