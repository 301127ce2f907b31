// Memory spaces in one-shot-bufferize: an allocation is made in the
// memory_space of its bufferization.alloc_tensor, else in that of the
// buffer it copies (alloc_tensor copy, a write into a copy, tensor.pad),
// else in the default space; views keep their source's space. Under
// use-encoding-for-memory-space a tensor's encoding names the space of
// buffers that nothing else decides. Compared with mlir-opt-22 on these
// functions: the same memory spaces (the pad fills with linalg.fill where
// mlir-opt-22 writes a linalg.map).
// RUN: strata-opt %s -split-input-file --one-shot-bufferize --strata-diff-check | FileCheck %s
// RUN: strata-opt %s -split-input-file --one-shot-bufferize="use-encoding-for-memory-space" | FileCheck %s --check-prefix=ENC
// RUN: strata-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries" --strata-diff-check | FileCheck %s --check-prefix=FB

// CHECK-LABEL: func.func @alloc_tensor_space(
// CHECK:         %[[A:.*]] = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32, 1>
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<?xf32, 1>)
// CHECK:         %[[P:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32, 1>
// CHECK:         %[[S:.*]] = memref.subview %[[P]][1] [%{{.*}}] [1] : memref<?xf32, 1> to memref<?xf32, strided<[1], offset: 1>, 1>
// CHECK:         memref.copy %[[A]], %[[S]] : memref<?xf32, 1> to memref<?xf32, strided<[1], offset: 1>, 1>
// CHECK:         bufferization.to_tensor %[[P]] : memref<?xf32, 1> to tensor<?xf32>
func.func @alloc_tensor_space(%n: index) -> tensor<?xf32> {
  %t = bufferization.alloc_tensor(%n) {memory_space = 1 : i64} : tensor<?xf32>
  %c = arith.constant 1.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  %p = tensor.pad %f low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %c : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

// -----

// A copy is made in the copied buffer's space unless memory_space says
// otherwise; a space may be any attribute.
// CHECK-LABEL: func.func @copies(
// CHECK:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x2xi16, "gpu">
// CHECK:         %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x2xi16, "gpu">
// CHECK:         memref.copy %[[A]], %[[B]] : memref<2x2xi16, "gpu"> to memref<2x2xi16, "gpu">
// CHECK:         %[[C:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x2xi16, 1>
// CHECK:         memref.copy %[[A]], %[[C]] : memref<2x2xi16, "gpu"> to memref<2x2xi16, 1>
func.func @copies() -> (tensor<2x2xi16>, tensor<2x2xi16>) {
  %t = bufferization.alloc_tensor() {memory_space = "gpu"} : tensor<2x2xi16>
  %u = bufferization.alloc_tensor() copy(%t) : tensor<2x2xi16>
  %v = bufferization.alloc_tensor() copy(%t) {memory_space = 1 : i64} : tensor<2x2xi16>
  return %u, %v : tensor<2x2xi16>, tensor<2x2xi16>
}

// -----

// Writes into a restrict writable to_tensor go to its memref, in its
// space; slices are views in that space. Rank 0 too.
// CHECK-LABEL: func.func @in_place(
// CHECK:         memref.store %{{.*}}, %arg0[%{{.*}}] : memref<4xi32, 2>
// CHECK:         memref.subview %arg0[1] [2] [1] : memref<4xi32, 2> to memref<2xi32, strided<[1], offset: 1>, 2>
// CHECK:         memref.store %{{.*}}, %arg1[] : memref<i1, 2>
func.func @in_place(%m: memref<4xi32, 2>, %b: memref<i1, 2>) -> (i32, i1) {
  %t = bufferization.to_tensor %m restrict writable : memref<4xi32, 2> to tensor<4xi32>
  %i = arith.constant 0 : index
  %c = arith.constant 7 : i32
  %u = tensor.insert %c into %t[%i] : tensor<4xi32>
  %s = tensor.extract_slice %u[1] [2] [1] : tensor<4xi32> to tensor<2xi32>
  %e = tensor.extract %s[%i] : tensor<2xi32>
  %bt = bufferization.to_tensor %b restrict writable : memref<i1, 2> to tensor<i1>
  %true = arith.constant true
  %bu = tensor.insert %true into %bt[] : tensor<i1>
  %be = tensor.extract %bu[] : tensor<i1>
  return %e, %be : i32, i1
}

// -----

// A loop carries its init's buffer, in its space; to_buffer to that space
// is the buffer itself.
// CHECK-LABEL: func.func @loop(
// CHECK:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf64, 3>
// CHECK:         scf.for
// CHECK:           memref.store %{{.*}}, %[[A]][%{{.*}}] : memref<4xf64, 3>
// CHECK:         return %[[A]] : memref<4xf64, 3>
func.func @loop(%n: index) -> memref<4xf64, 3> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c = arith.constant 1.0 : f64
  %t = bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<4xf64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<4xf64> {
    %b = tensor.insert %c into %a[%i] : tensor<4xf64>
    scf.yield %b : tensor<4xf64>
  }
  %m = bufferization.to_buffer %r : tensor<4xf64> to memref<4xf64, 3>
  return %m : memref<4xf64, 3>
}

// -----

// to_buffer into another space is a copy there.
// CHECK-LABEL: func.func @to_other_space(
// CHECK:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1>
// CHECK:         %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 2>
// CHECK:         memref.copy %[[A]], %[[B]] : memref<4xf32, 1> to memref<4xf32, 2>
// CHECK:         return %[[B]] : memref<4xf32, 2>
func.func @to_other_space() -> memref<4xf32, 2> {
  %c = arith.constant 1.0 : f32
  %t = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %u = linalg.fill ins(%c : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %m = bufferization.to_buffer %u : tensor<4xf32> to memref<4xf32, 2>
  return %m : memref<4xf32, 2>
}

// -----

// tensor.empty, from_elements and concat allocate in the default space
// (as mlir-opt-22 does, whatever their operands' spaces); under
// use-encoding-for-memory-space in the encoding's.
// CHECK-LABEL: func.func @defaults(
// CHECK:         to_buffer %arg0 : tensor<3xf32, 5 : i64> to memref<3xf32, strided<[?], offset: ?>>
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1>
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK:         memref.alloc() {alignment = 64 : i64} : memref<2xindex>
// ENC-LABEL:   func.func @defaults(
// ENC:           to_buffer %arg0 : tensor<3xf32, 5 : i64> to memref<3xf32, strided<[?], offset: ?>, 5>
// ENC:           memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1>
// ENC:           memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// ENC:           memref.alloc() {alignment = 64 : i64} : memref<2xindex>
func.func @defaults(%x: tensor<3xf32, 5 : i64>) -> (tensor<8xf32>, tensor<2xindex>, f32) {
  %i = arith.constant 2 : index
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %c = tensor.concat dim(0) %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  %f = tensor.from_elements %i, %i : tensor<2xindex>
  %e = tensor.extract %x[%i] : tensor<3xf32, 5 : i64>
  return %c, %f, %e : tensor<8xf32>, tensor<2xindex>, f32
}

// -----

// scf.if results are in the space the then branch yields (a copy of a
// buffer the branch does not own is made there).
// CHECK-LABEL: func.func @if_space(
// CHECK:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xi64, 1>
// CHECK:         %[[R:.*]] = scf.if %arg0 -> (memref<4xi64, 1>) {
// CHECK:           memref.store %{{.*}}, %[[A]][%{{.*}}] : memref<4xi64, 1>
// CHECK:           %[[C:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xi64, 1>
// CHECK:           scf.yield %[[C]] : memref<4xi64, 1>
// CHECK:         } else {
// CHECK:           scf.yield %{{.*}} : memref<4xi64, 1>
// CHECK:         memref.load %[[R]][%{{.*}}] : memref<4xi64, 1>
func.func @if_space(%c: i1) -> i64 {
  %i = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %t = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xi64>
  %z = arith.constant 0 : i64
  %f = linalg.fill ins(%z : i64) outs(%t : tensor<4xi64>) -> tensor<4xi64>
  %r = scf.if %c -> tensor<4xi64> {
    %a = tensor.insert %one into %f[%i] : tensor<4xi64>
    scf.yield %a : tensor<4xi64>
  } else {
    scf.yield %f : tensor<4xi64>
  }
  %e = tensor.extract %r[%i] : tensor<4xi64>
  return %e : i64
}

// -----

// Under bufferize-function-boundaries a result is returned in the default
// space (a copy), and a call's result is read there, as mlir-opt-22 does.
// FB-LABEL: func.func @returned() -> memref<4xf32> {
// FB:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1>
// FB:         %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FB:         memref.copy %[[A]], %[[B]] : memref<4xf32, 1> to memref<4xf32>
// FB:         return %[[B]] : memref<4xf32>
// FB-LABEL: func.func @caller(
// FB:         call @returned() : () -> memref<4xf32>
func.func @returned() -> tensor<4xf32> {
  %c = arith.constant 1.0 : f32
  %t = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %u = linalg.fill ins(%c : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %u : tensor<4xf32>
}
func.func @caller() -> f32 {
  %i = arith.constant 0 : index
  %r = func.call @returned() : () -> tensor<4xf32>
  %e = tensor.extract %r[%i] : tensor<4xf32>
  return %e : f32
}
