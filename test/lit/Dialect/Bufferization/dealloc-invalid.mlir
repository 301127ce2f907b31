// bufferization.dealloc's parser and verifier reject what mlir-opt-22 rejects, with its messages.
// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @conditions(%a: memref<2xf32>, %c0: i1, %c1: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%a : memref<2xf32>) if (%c0, %c1)
  return
}

// -----

func.func @no_conditions(%a: memref<2xf32>) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%a : memref<2xf32>) if ()
  return
}

// -----

func.func @missing_results(%a: memref<2xf32>, %c0: i1, %r: memref<1xf32>) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  "bufferization.dealloc"(%a, %c0, %r) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<2xf32>, i1, memref<1xf32>) -> ()
  return
}

// -----

func.func @extra_results(%a: memref<2xf32>, %c0: i1, %r: memref<1xf32>) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  %x:2 = "bufferization.dealloc"(%a, %c0, %r) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<2xf32>, i1, memref<1xf32>) -> (i1, i1)
  return
}

// -----

func.func @result_type(%a: memref<2xf32>, %c0: i1, %r: memref<1xf32>) {
  // expected-error @+1 {{'bufferization.dealloc' op result #0 must be variadic of 1-bit signless integer, but got 'i32'}}
  %x = "bufferization.dealloc"(%a, %c0, %r) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<2xf32>, i1, memref<1xf32>) -> (i32)
  return
}

// -----

func.func @tensor(%a: tensor<2xf32>, %c0: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op operand #0 must be variadic of ranked or unranked memref of any type values, but got 'tensor<2xf32>'}}
  bufferization.dealloc (%a : tensor<2xf32>) if (%c0)
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @condition_type(%a: memref<2xf32>, %c0: i32) {
  // expected-error @+1 {{use of value '%c0' expects different type than prior uses: 'i1' vs 'i32'}}
  bufferization.dealloc (%a : memref<2xf32>) if (%c0)
  return
}

// -----

func.func @type_count(%a: memref<2xf32>, %c0: i1) {
  // expected-error @+1 {{number of operands and types do not match: got 2 operands and 1 types}}
  bufferization.dealloc (%a, %a : memref<2xf32>) if (%c0)
  return
}

// -----

func.func @empty_memrefs() {
  // expected-error @+1 {{expected ':'}}
  bufferization.dealloc () if ()
  return
}
