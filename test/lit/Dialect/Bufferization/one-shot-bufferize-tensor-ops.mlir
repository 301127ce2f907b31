// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-deallocation-pipeline --convert-linalg-to-loops --strata-diff-check | FileCheck %s
// RUN: strata-opt %s --one-shot-bufferize --strata-diff-check | FileCheck %s --check-prefix=NOFB

// CHECK: memref.global "private" constant @__constant_2x3xf32 : memref<2x3xf32> = dense<{{.*}}> {alignment = 64 : i64}
// CHECK-LABEL: func.func @ops(
// CHECK-SAME:    %[[X:.*]]: memref<2x3xf32>, %[[V:.*]]: f32, %[[N:.*]]: index)
// CHECK-DAG:     memref.collapse_shape %[[X]] {{\[\[}}0, 1]] : memref<2x3xf32> into memref<6xf32>
// CHECK-DAG:     memref.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [3, 2] : memref<6xf32> into memref<3x2xf32>
// CHECK-DAG:     memref.subview %{{.*}}[1, 1] [2, 3] [1, 1] : memref<4x5xf32> to memref<2x3xf32, strided<[5, 1], offset: 6>>
// CHECK-DAG:     memref.get_global @__constant_2x3xf32 : memref<2x3xf32>
// CHECK-DAG:     memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NOT:     tensor.
// CHECK:         return
func.func @ops(%x: tensor<2x3xf32>, %v: f32, %n: index) -> (tensor<6xf32>, tensor<3x2xf32>, tensor<4x5xf32>, tensor<2xf32>, tensor<4x3xf32>, tensor<3xindex>, tensor<2x3xf32>, tensor<?xf32>, index) {
  %c = tensor.collapse_shape %x [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<3x2xf32>
  %p = tensor.pad %x low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x3xf32> to tensor<4x5xf32>
  %f = tensor.from_elements %v, %v : tensor<2xf32>
  %k = tensor.concat dim(0) %x, %x : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %g = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<3xindex>
  %cst = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %z = tensor.empty() : tensor<2x3xf32>
  %a = linalg.add ins(%x, %cst : tensor<2x3xf32>, tensor<2x3xf32>) outs(%z : tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = tensor.splat %v[%n] : tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %s, %c0 : tensor<?xf32>
  return %c, %e, %p, %f, %k, %g, %a, %s, %d : tensor<6xf32>, tensor<3x2xf32>, tensor<4x5xf32>, tensor<2xf32>, tensor<4x3xf32>, tensor<3xindex>, tensor<2x3xf32>, tensor<?xf32>, index
}

// Without function boundaries, arguments are read through to_buffer and
// results handed back through to_tensor.
// NOFB-LABEL: func.func @no_boundaries(
// NOFB-SAME:    %[[X:.*]]: tensor<4xf32>) -> tensor<4xf32>
// NOFB:         %[[B:.*]] = bufferization.to_buffer %[[X]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NOFB:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NOFB:         linalg.exp ins(%[[B]] : memref<4xf32, strided<[?], offset: ?>>) outs(%[[A]] : memref<4xf32>)
// NOFB:         %[[T:.*]] = bufferization.to_tensor %[[A]] : memref<4xf32> to tensor<4xf32>
// NOFB:         return %[[T]] : tensor<4xf32>
func.func @no_boundaries(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.exp ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// A pad whose value does not depend on the indices fills its buffer with
// linalg.fill (a parallel loop nest later, on threads or GPU threads),
// its body's constant cloned out; one that does keeps its loop nest.
// PAD-LABEL: func.func @pads(
// PAD:         %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// PAD:         linalg.fill ins(%[[ZERO]] : f32) outs(%{{.*}} : memref<2x4x5xf32>)
// PAD:         memref.copy
// PAD:         scf.for
// PAD:         memref.store
// PAD:         return
// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --strata-diff-check | FileCheck %s --check-prefix=PAD
func.func @pads(%x: tensor<2x2x3xf32>, %y: tensor<3xindex>) -> (tensor<2x4x5xf32>, tensor<5xindex>) {
  %p = tensor.pad %x low[0, 1, 1] high[0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index):
    %zero = arith.constant 0.0 : f32
    tensor.yield %zero : f32
  } : tensor<2x2x3xf32> to tensor<2x4x5xf32>
  %q = tensor.pad %y low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<3xindex> to tensor<5xindex>
  return %p, %q : tensor<2x4x5xf32>, tensor<5xindex>
}
