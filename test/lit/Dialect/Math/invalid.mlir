// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @case0(%a: i32) {
  // expected-error @+1 {{'math.sin' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sin %a : i32
  return
}

// -----

func.func @case1(%a: index) {
  // expected-error @+1 {{'math.exp' op operand #0 must be floating-point-like, but got 'index'}}
  %0 = math.exp %a : index
  return
}

// -----

func.func @case2(%a: f32, %b: f64) {
  // expected-error @+1 {{'math.cos' op requires the same type for all operands and results}}
  %0 = "math.cos"(%a) : (f32) -> f64
  return
}

// -----

func.func @case3(%a: f32, %v: vector<4xf32>) {
  // expected-error @+1 {{'math.atan2' op requires the same type for all operands and results}}
  %0 = "math.atan2"(%a, %v) : (f32, vector<4xf32>) -> f32
  return
}

// -----

func.func @case4(%a: f32) {
  // expected-error @+1 {{'math.copysign' op requires the same type for all operands and results}}
  %0 = "math.copysign"(%a, %a) : (f32, f32) -> f64
  return
}

// -----

func.func @case5(%a: f32, %i: i32) {
  // expected-error @+1 {{'math.fma' op operand #2 must be floating-point-like, but got 'i32'}}
  %0 = "math.fma"(%a, %a, %i) : (f32, f32, i32) -> f32
  return
}

// -----

func.func @case6(%a: f32) {
  // expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.absi %a : f32
  return
}

// -----

func.func @case7(%a: f32) {
  // expected-error @+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.ctlz %a : f32
  return
}

// -----

func.func @case8(%a: si8) {
  // expected-error @+1 {{'math.ctpop' op operand #0 must be signless-integer-like, but got 'si8'}}
  %0 = math.ctpop %a : si8
  return
}

// -----

func.func @case9(%a: f32) {
  // expected-error @+1 {{'math.ipowi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.ipowi %a, %a : f32
  return
}

// -----

func.func @case10(%a: f32) {
  // expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = math.fpowi %a, %a : f32, f32
  return
}

// -----

func.func @case11(%v: vector<4xf32>, %i: i32) {
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%v, %i) : (vector<4xf32>, i32) -> vector<4xf32>
  return
}

// -----

func.func @case12(%a: f32) {
  // expected-error @+1 {{'math.isnan' op result #0 must be bool-like, but got 'f32'}}
  %0 = "math.isnan"(%a) : (f32) -> f32
  return
}

// -----

func.func @case13(%v: vector<4xf32>) {
  // expected-error @+1 {{'math.isinf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isinf"(%v) : (vector<4xf32>) -> i1
  return
}

// -----

func.func @case14(%a: i32) {
  // expected-error @+1 {{'math.isfinite' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.isfinite"(%a) : (i32) -> i1
  return
}

// -----

func.func @case15(%a: f32) {
  // expected-error @+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%a) : (f32) -> (f32, f64)
  return
}

// -----

func.func @case16(%a: f32, %v: vector<4xf32>) {
  // expected-error @+1 {{'math.clampf' op requires the same type for all operands and results}}
  %0 = "math.clampf"(%a, %a, %v) : (f32, f32, vector<4xf32>) -> f32
  return
}
