// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @not_complex(%a: f32) {
  // expected-error @+1 {{'complex.exp' op operand #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.exp"(%a) : (f32) -> f32
  return
}

// -----

func.func @int_parts(%a: complex<i32>) {
  // expected-error @+1 {{'complex.abs' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.abs"(%a) : (complex<i32>) -> i32
  return
}

// -----

func.func @abs_type(%a: complex<f32>) {
  // expected-error @+1 {{'complex.abs' op failed to verify that result type matches element type of complex}}
  %0 = "complex.abs"(%a) : (complex<f32>) -> f64
  return
}

// -----

func.func @create_type(%a: f64, %b: f64) {
  // expected-error @+1 {{'complex.create' op failed to verify that complex element type matches real operand type}}
  %0 = "complex.create"(%a, %b) : (f64, f64) -> complex<f32>
  return
}

// -----

func.func @constant_arity() {
  // expected-error @+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}

// -----

func.func @constant_type() {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('f64', 'f32') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0 : f64, 2.0 : f32] : complex<f32>
  return
}

// -----

func.func @constant_int_parts_of_float() {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('i32', 'i32') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1 : i32, 2 : i32] : complex<f32>
  return
}

// -----

func.func @constant_int_widths() {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('i64', 'i32') to match the element type of the op's return type ('i32')}}
  %0 = complex.constant [1 : i64, 2 : i32] : complex<i32>
  return
}

// -----

func.func @constant_float_parts_of_int() {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('f32', 'f32') to match the element type of the op's return type ('i32')}}
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : complex<i32>
  return
}

// -----

func.func @bitcast_width(%a: complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %a : complex<f32> to i32
  return
}

// -----

func.func @bitcast_real(%a: i64) {
  // expected-error @+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %a : i64 to f64
  return
}

// -----

func.func @mixed(%a: complex<f32>, %b: complex<f64>) {
  // expected-error @+1 {{'complex.add' op requires the same type for all operands and results}}
  %0 = "complex.add"(%a, %b) : (complex<f32>, complex<f64>) -> complex<f32>
  return
}
