// one-shot-bufferize{dialect-filter=...}: only ops of the listed dialects
// are bufferized; the others keep their tensors, reading bufferized values
// through bufferization.to_tensor and being read through
// bufferization.to_buffer, as mlir-opt-22 does (which writes
// memref<..., strided<[?], offset: ?>> for to_buffer, its default
// unknown-type-conversion, checked in
// one-shot-bufferize-unknown-type-conversion.mlir; here the identity
// layout, and a bufferization.alloc_tensor where Strata allocates a kept
// tensor.empty with memref.alloc).
// RUN: strata-opt %s -split-input-file --one-shot-bufferize="dialect-filter=linalg unknown-type-conversion=identity-layout-map" --strata-diff-check | FileCheck %s --check-prefix=LINALG
// RUN: strata-opt %s -split-input-file --one-shot-bufferize="dialect-filter=tensor,bufferization unknown-type-conversion=identity-layout-map" --strata-diff-check | FileCheck %s --check-prefix=TENSOR
// RUN: strata-opt %s -split-input-file --one-shot-bufferize="dialect-filter=linalg unknown-type-conversion=identity-layout-map" --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --strata-diff-check | FileCheck %s --check-prefix=TWO
// RUN: strata-opt %s -split-input-file --one-shot-bufferize="dialect-filter=tensor,bufferization unknown-type-conversion=identity-layout-map" --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --strata-diff-check | FileCheck %s --check-prefix=TWO

#id = affine_map<(d0) -> (d0)>

// Only linalg ops: the function argument and the result cross the
// boundary through to_buffer / to_tensor; the tensor ops keep tensors.
// LINALG-LABEL: func.func @mixed
// LINALG:         %[[X:.*]] = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32>
// LINALG:         %[[A:.*]] = memref.alloc() {{.*}} : memref<8xf32>
// LINALG:         linalg.fill {{.*}} outs(%[[A]] : memref<8xf32>)
// LINALG:         linalg.generic {{.*}} ins(%[[X]] : memref<8xf32>) outs(%[[A]] : memref<8xf32>)
// LINALG:         %[[T:.*]] = bufferization.to_tensor %[[A]] : memref<8xf32> to tensor<8xf32>
// LINALG-NOT:     bufferization.to_tensor
// LINALG:         %[[E:.*]] = tensor.extract %[[T]][%arg1]
// LINALG:         tensor.insert %[[E]] into %[[T]][%arg1]
// Only tensor and bufferization ops: the linalg result is read through a
// read-only to_buffer, so tensor.insert writes into a copy.
// TENSOR-LABEL: func.func @mixed
// TENSOR:         %[[A:.*]] = memref.alloc() {{.*}} : memref<8xf32>
// TENSOR:         %[[T:.*]] = bufferization.to_tensor %[[A]]
// TENSOR:         %[[F:.*]] = linalg.fill {{.*}} outs(%[[T]] : tensor<8xf32>) -> tensor<8xf32>
// TENSOR:         %[[G:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<8xf32>) outs(%[[F]] : tensor<8xf32>)
// TENSOR:         %[[B:.*]] = bufferization.to_buffer %[[G]] : tensor<8xf32> to memref<8xf32>
// TENSOR:         %[[V:.*]] = memref.load %[[B]][%arg1]
// TENSOR:         %[[C:.*]] = memref.alloc() {{.*}} : memref<8xf32>
// TENSOR:         memref.copy %[[B]], %[[C]]
// TENSOR:         memref.store %[[V]], %[[C]][%arg1]
// TENSOR:         %[[R:.*]] = bufferization.to_tensor %[[C]]
// TENSOR:         return %[[R]], %[[V]]
// Bufferizing the rest afterwards leaves no boundary ops.
// TWO-LABEL: func.func @mixed
// TWO-NOT:     bufferization.to_
// TWO:         return
func.func @mixed(%x: tensor<8xf32>, %i: index) -> (tensor<8xf32>, f32) {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%f : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %v = tensor.extract %r[%i] : tensor<8xf32>
  %r2 = tensor.insert %v into %r[%i] : tensor<8xf32>
  return %r2, %v : tensor<8xf32>, f32
}

// -----

#id = affine_map<(d0) -> (d0)>

// A loop kept on tensors around bufferized ops (dynamic sizes): its
// iter_arg is read through a to_buffer at the start of the body, and the
// yielded value is a to_tensor.
// LINALG-LABEL: func.func @kept_loop
// LINALG:         scf.for {{.*}} iter_args(%[[ACC:.*]] = %arg0) -> (tensor<?xf32>)
// LINALG:           %[[B:.*]] = bufferization.to_buffer %[[ACC]] : tensor<?xf32> to memref<?xf32>
// LINALG:           %[[D:.*]] = tensor.dim %[[ACC]]
// LINALG:           %[[A:.*]] = memref.alloc(%[[D]]) {{.*}} : memref<?xf32>
// LINALG:           linalg.generic {{.*}} ins(%[[B]] : memref<?xf32>) outs(%[[A]] : memref<?xf32>)
// LINALG:           %[[T:.*]] = bufferization.to_tensor %[[A]]
// LINALG:           scf.yield %[[T]] : tensor<?xf32>
// TENSOR-LABEL: func.func @kept_loop
// TENSOR:         scf.for {{.*}} iter_args(%[[ACC:.*]] = %arg0) -> (tensor<?xf32>)
// TENSOR:           %[[B:.*]] = bufferization.to_buffer %[[ACC]]
// TENSOR:           %[[D:.*]] = memref.dim %[[B]]
// TENSOR:           %[[A:.*]] = memref.alloc(%[[D]])
// TENSOR:           %[[T:.*]] = bufferization.to_tensor %[[A]]
// TENSOR:           %[[G:.*]] = linalg.generic {{.*}} ins(%[[ACC]] : tensor<?xf32>) outs(%[[T]] : tensor<?xf32>)
// TENSOR:           scf.yield %[[G]] : tensor<?xf32>
// TWO-LABEL: func.func @kept_loop
// TWO-NOT:     bufferization.to_
// TWO:         return
func.func @kept_loop(%x: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (tensor<?xf32>) {
    %d = tensor.dim %acc, %c0 : tensor<?xf32>
    %e = tensor.empty(%d) : tensor<?xf32>
    %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%acc : tensor<?xf32>) outs(%e : tensor<?xf32>) {
    ^bb0(%a: f32, %o: f32):
      %s = arith.addf %a, %a : f32
      linalg.yield %s : f32
    } -> tensor<?xf32>
    scf.yield %g : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// Rank 0.
// LINALG-LABEL: func.func @rank0
// LINALG:         %[[A:.*]] = memref.alloc() {{.*}} : memref<f32>
// LINALG:         linalg.fill {{.*}} outs(%[[A]] : memref<f32>)
// LINALG:         %[[T:.*]] = bufferization.to_tensor %[[A]] : memref<f32> to tensor<f32>
// LINALG:         %[[V:.*]] = tensor.extract %[[T]][]
// LINALG:         tensor.insert %[[V]] into %arg0[]
// TENSOR-LABEL: func.func @rank0
// TENSOR:         %[[X:.*]] = bufferization.to_buffer %arg0 : tensor<f32> to memref<f32>
// TENSOR:         %[[F:.*]] = linalg.fill
// TENSOR:         %[[B:.*]] = bufferization.to_buffer %[[F]] : tensor<f32> to memref<f32>
// TENSOR:         %[[V:.*]] = memref.load %[[B]][]
// TENSOR:         %[[C:.*]] = memref.alloc() {{.*}} : memref<f32>
// TENSOR:         memref.copy %[[X]], %[[C]]
// TENSOR:         memref.store %[[V]], %[[C]][]
// TWO-LABEL: func.func @rank0
// TWO-NOT:     bufferization.to_
// TWO:         return
func.func @rank0(%x: tensor<f32>) -> (tensor<f32>, f32) {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %v = tensor.extract %f[] : tensor<f32>
  %i = tensor.insert %v into %x[] : tensor<f32>
  return %i, %v : tensor<f32>, f32
}

// -----

// An empty tensor.
// LINALG-LABEL: func.func @empty
// LINALG:         %[[A:.*]] = memref.alloc() {{.*}} : memref<0x4xf32>
// LINALG:         linalg.fill {{.*}} outs(%[[A]] : memref<0x4xf32>)
// LINALG:         %[[T:.*]] = bufferization.to_tensor %[[A]] : memref<0x4xf32> to tensor<0x4xf32>
// LINALG:         return %[[T]]
// TENSOR-LABEL: func.func @empty
// TENSOR:         %[[A:.*]] = memref.alloc() {{.*}} : memref<0x4xf32>
// TENSOR:         %[[T:.*]] = bufferization.to_tensor %[[A]]
// TENSOR:         linalg.fill {{.*}} outs(%[[T]] : tensor<0x4xf32>) -> tensor<0x4xf32>
// TWO-LABEL: func.func @empty
// TWO-NOT:     bufferization.to_
// TWO:         return
func.func @empty(%x: tensor<0x4xf32>) -> tensor<0x4xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<0x4xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<0x4xf32>) -> tensor<0x4xf32>
  %c = tensor.cast %f : tensor<0x4xf32> to tensor<?x4xf32>
  %b = tensor.cast %c : tensor<?x4xf32> to tensor<0x4xf32>
  return %b : tensor<0x4xf32>
}

// -----

// A kept op reads a bufferized buffer (here a view of it, read after the
// second fill): that buffer is written in place no more, so the second
// fill writes a new one. (mlir-opt-22 fills the first buffer again, and
// the slice then reads 2.0: the differential check catches that.)
// LINALG-LABEL: func.func @kept_view
// LINALG:         %[[A:.*]] = memref.alloc() {{.*}} : memref<8xf32>
// LINALG:         linalg.fill {{.*}} outs(%[[A]] : memref<8xf32>)
// LINALG:         %[[T:.*]] = bufferization.to_tensor %[[A]]
// LINALG:         tensor.extract_slice %[[T]][0] [4] [1]
// LINALG:         %[[B:.*]] = memref.alloc() {{.*}} : memref<8xf32>
// LINALG:         linalg.fill {{.*}} outs(%[[B]] : memref<8xf32>)
// The view of a to_buffer (a buffer a later op may read) is not
// overwritten either when the rest is bufferized.
// TENSOR-LABEL: func.func @kept_view
// TENSOR:         %[[F:.*]] = linalg.fill
// TENSOR:         %[[B:.*]] = bufferization.to_buffer %[[F]]
// TENSOR:         memref.subview %[[B]][0] [4] [1]
// TENSOR:         linalg.fill {{.*}} outs(%[[F]] : tensor<8xf32>)
// TWO-LABEL: func.func @kept_view
// TWO-NOT:     bufferization.to_
// TWO:         return
func.func @kept_view(%x: tensor<8xf32>) -> (tensor<4xf32>, tensor<8xf32>) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %s = tensor.extract_slice %f[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %g = linalg.fill ins(%two : f32) outs(%f : tensor<8xf32>) -> tensor<8xf32>
  return %s, %g : tensor<4xf32>, tensor<8xf32>
}

// -----

func.func private @double(%t: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.add ins(%t, %t : tensor<?xf32>, tensor<?xf32>) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// Without bufferize-function-boundaries a call keeps its tensors (as
// upstream's does), with or without a filter.
// LINALG-LABEL: func.func @call
// LINALG:         %[[A:.*]] = memref.alloc(%arg1) {{.*}} : memref<?xf32>
// LINALG:         linalg.fill {{.*}} outs(%[[A]] : memref<?xf32>)
// LINALG:         %[[T:.*]] = bufferization.to_tensor %[[A]]
// LINALG:         call @double(%[[T]]) : (tensor<?xf32>) -> tensor<?xf32>
// TENSOR-LABEL: func.func @call
// TENSOR:         %[[F:.*]] = linalg.fill
// TENSOR:         call @double(%[[F]]) : (tensor<?xf32>) -> tensor<?xf32>
// TWO-LABEL: func.func @call
// TWO:         call @double(%{{.*}}) : (memref<?xf32>) -> memref<?xf32>
func.func @call(%x: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %r = func.call @double(%f) : (tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
