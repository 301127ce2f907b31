// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @f(%n: index) {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %a = memref.alloc(%n) : memref<4x8xf32>
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %a = memref.alloc() : memref<4x?xf32>
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %a = memref.alloc(%n) : memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'memref.alloca' op incorrect number of dynamic sizes, has 1, expected 0}}
  %a = memref.alloca(%n) : memref<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %x = memref.load %m[%i] : memref<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x8xf32>' and result type 'memref<4x4xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<4x8xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x8xf32>' and result type 'memref<4x8xi32>' are cast incompatible}}
  %c = memref.cast %m : memref<4x8xf32> to memref<4x8xi32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x8xf32>' and result type 'memref<4x8x2xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<4x8xf32> to memref<4x8x2xf32>
  return
}

// -----

func.func @f(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'}}
  %s = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %s = memref.subview %m[0, 0] [4] [1, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{expected result element type to be 'f32', but got 'memref<4x4xi32, strided<[8, 1]>>'}}
  %s = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4xi32, strided<[8, 1]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x5xf32, strided<[8, 1]>>'}}
  %s = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x5xf32, strided<[8, 1]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<4x8xf32>' and subview memref type 'memref<4x4xf32, strided<[8, 1]>, 2>'}}
  %s = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 1]>, 2>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x4x1xf32, strided<[8, 1, 1]>>'}}
  %s = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4x1xf32, strided<[8, 1, 1]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{slice along dimension 1 runs out-of-bounds: 9 >= 8}}
  %s = memref.subview %m[0, 6] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 6>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<2x2xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x4xf32, strided<[8, 1]>>'}}
  %s = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>, %i: index) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[8, 1], offset: 2>>'}}
  %s = memref.subview %m[%i, 0] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 2>>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %n: index) {
  // expected-error @+1 {{expected result type with stride = 1 instead of 2 in dim = 1}}
  %c = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 2]>>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %n: index) {
  // expected-error @+1 {{expected result type with size = 5 instead of 4 in dim = 1}}
  %c = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 5], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %n: index) {
  // expected-error @+1 {{expected result type with offset = 1 instead of 0}}
  %c = memref.reinterpret_cast %m to offset: [1], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %n: index) {
  // expected-error @+1 {{different element types specified for source type 'memref<?xf32>' and result memref type 'memref<?x4xi32, strided<[4, 1]>>'}}
  %c = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xi32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %n: index) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  %c = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %c = memref.collapse_shape %m [[0], [1]] : memref<4x8xf32> into memref<32xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (31) must equal reassociation group size (32)}}
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<31xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %c = memref.collapse_shape %m [[1, 0]] : memref<4x8xf32> into memref<32xf32>
  return
}

// -----

func.func @f(%m: memref<32xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %c = memref.expand_shape %m [[0, 1]] output_shape [4, 4] : memref<32xf32> into memref<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<32xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim size (32) must equal reassociation group size (16)}}
  %c = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<32xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 3 inputs instead}}
  %c = memref.expand_shape %m [[0, 1]] output_shape [4, 8, 1] : memref<32xf32> into memref<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32, strided<[1, 4]>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32, strided<[1, 4]>> into memref<32xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>, %t: memref<4x8xi32>) {
  // expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %m, %t : memref<4x8xf32> to memref<4x8xi32>
  return
}

// -----

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'f32'}}
memref.global @g : f32

// -----

// expected-error @+1 {{custom op 'memref.global' 'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global @g : memref<4xf32> = dense<1.0> {alignment = 3}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %g = memref.get_global @nope : memref<4xf32>
  return
}

// -----

memref.global @g : memref<4xf32>
func.func @f() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<5xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
  %g = memref.get_global @g : memref<5xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %a = memref.assume_alignment %m, 3 : memref<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<8x4xf32, strided<[1, 8]>>' is not equivalent to the canonical transposed input type 'memref<4x8xf32>'}}
  %t = memref.transpose %m (i, j) -> (i, j) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<8x4xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %t = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %t = memref.transpose %m (i) -> (i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return
}

// -----

func.func @f(%m: memref<2048xi8>, %i: index) {
  // expected-error @+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %v = memref.view %m[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func.func @f(%m: memref<2048xi8, strided<[2]>>, %i: index) {
  // expected-error @+1 {{unsupported map for base memref type 'memref<2048xi8, strided<[2]>>'}}
  %v = memref.view %m[%i][] : memref<2048xi8, strided<[2]>> to memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<2048xi8>, %i: index) {
  // expected-error @+1 {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  %v = memref.view %m[%i][] : memref<2048xi8> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @f(%m: memref<2048xi8>, %i: index) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<2048xi8>' and view memref type 'memref<4xf32, 1>'}}
  %v = memref.view %m[%i][] : memref<2048xi8> to memref<4xf32, 1>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<4x8xf32>' and subview memref type 'memref<4x4xf32, strided<[8, 1]>, 2>'}}
  %s = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 1]>, 2>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
  %s = memref.subview %m[0, 0] [5, 4] [1, 1] : memref<4x8xf32> to memref<5x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 6 >= 4}}
  %s = memref.subview %m[0, 0] [4, 4] [2, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @alloc_strided_symbols(%s: index) {
  // expected-error @+1 {{symbol operand count does not equal memref symbol count: expected 2, got 1}}
  %0 = memref.alloc()[%s] : memref<4xi32, strided<[?], offset: ?>>
  return
}

// -----

func.func @generic_atomic_rmw_side_effect(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%v: f32):
    memref.store %v, %m[%i] : memref<4xf32>
    memref.atomic_yield %v : f32
  }
  return
}

// -----

func.func @atomic_yield_type(%m: memref<4xf32>, %i: index, %j: i32) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%v: f32):
    // expected-error @+1 {{types mismatch between yield op and its parent}}
    memref.atomic_yield %j : i32
  }
  return
}

// -----

func.func @alloca_scope_result(%f: f32) {
  // expected-error @+1 {{type of result #0 ('i32') does not match the returned value ('f32')}}
  %r = memref.alloca_scope -> (i32) {
    memref.alloca_scope.return %f : f32
  }
  return
}

// -----

// A zero offset adds nothing whatever the stride, so the offset stays static
// (512): a dynamic one is rejected, as mlir-opt-22 does.
func.func @f(%m: memref<?x?x16x32xi8>) {
  // expected-error @+1 {{expected result type to be 'memref<1x1x16x32xi8, strided<[?, 512, 32, 1], offset: 512>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<16x32xi8, strided<[32, 1], offset: ?>>'}}
  %s = memref.subview %m[0, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : memref<?x?x16x32xi8> to memref<16x32xi8, strided<[32, 1], offset: ?>>
  return
}

// -----

// A nonzero offset along a dynamic stride makes the offset dynamic.
func.func @f(%m: memref<?x?x16x32xi8>) {
  // expected-error @+1 {{expected result type to be 'memref<1x1x16x32xi8, strided<[?, 512, 32, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<16x32xi8, strided<[32, 1], offset: 512>>'}}
  %s = memref.subview %m[1, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : memref<?x?x16x32xi8> to memref<16x32xi8, strided<[32, 1], offset: 512>>
  return
}

// -----

// A group whose last size is dynamic has a dynamic stride: a static one is
// rejected, as mlir-opt-22 does.
func.func @f(%a: memref<?x4x?xf32, strided<[?, ?, 1]>>) {
  // expected-error @+1 {{expected collapsed type to be 'memref<?xf32, strided<[?]>>' but found 'memref<?xf32, strided<[1]>>'}}
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<?x4x?xf32, strided<[?, ?, 1]>> into memref<?xf32, strided<[1]>>
  return
}
