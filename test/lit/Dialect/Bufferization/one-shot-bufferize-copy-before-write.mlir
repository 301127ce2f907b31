// copy-before-write (upstream's option): the in-place analysis is skipped
// and every write goes to a fresh buffer, copied from the old one, but
// for the first write into a tensor.empty's allocation (undefined
// contents: nothing to copy), as mlir-opt-22 does. Results are the same
// (the differential check); only allocations and copies are added.
// RUN: strata-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map copy-before-write" --strata-diff-check | FileCheck %s
// RUN: strata-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --strata-diff-check | FileCheck %s --check-prefix=INPLACE

#id = affine_map<(d0) -> (d0)>

// An accumulation into a filled tensor: in place by default, into a copy
// of the filled buffer with copy-before-write.
// CHECK-LABEL: func.func @accumulate
// CHECK:         linalg.fill {{.*}} outs(%[[F:.*]] : memref<8xf32>)
// CHECK:         %[[C:.*]] = memref.alloc() {{.*}} : memref<8xf32>
// CHECK:         memref.copy %[[F]], %[[C]]
// CHECK:         linalg.generic {{.*}} outs(%[[C]] : memref<8xf32>)
// CHECK:         return %[[C]]
// INPLACE-LABEL: func.func @accumulate
// INPLACE:         %[[F:.*]] = memref.alloc() {{.*}} : memref<8xf32>
// INPLACE:         linalg.generic {{.*}} outs(%[[F]] : memref<8xf32>)
// INPLACE-NOT:     memref.copy
// INPLACE:         return %[[F]]
func.func @accumulate(%x: tensor<8xf32>) -> tensor<8xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%f : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// tensor.insert into a buffer nothing reads afterwards: a store in place
// by default, a copy then the store with copy-before-write (an i32 and a
// dynamic size).
// CHECK-LABEL: func.func @insert
// CHECK:         linalg.fill {{.*}} outs(%[[F:.*]] : memref<?xi32>)
// CHECK:         %[[C:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xi32>
// CHECK:         memref.copy %[[F]], %[[C]]
// CHECK:         memref.store %{{.*}}, %[[C]]
// INPLACE-LABEL: func.func @insert
// INPLACE:         %[[E:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xi32>
// INPLACE-NOT:     memref.copy
// INPLACE:         memref.store %{{.*}}, %[[E]]
func.func @insert(%n: index, %v: i32) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0 : i32
  %e = tensor.empty(%n) : tensor<?xi32>
  %f = linalg.fill ins(%zero : i32) outs(%e : tensor<?xi32>) -> tensor<?xi32>
  %r = tensor.insert %v into %f[%c0] : tensor<?xi32>
  return %r : tensor<?xi32>
}
