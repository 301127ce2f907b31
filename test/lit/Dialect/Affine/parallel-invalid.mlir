// affine.parallel's verifier and parser reject what mlir-opt-22 rejects, with its messages (a step
// that is not positive and too few operands are the exceptions: see below).
// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @results_without_reduce(%n: index) {
  // expected-error @+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %r = affine.parallel (%i) = (0) to (%n) -> (f32) {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}

// -----

func.func @more_reductions_than_results(%n: index) {
  // expected-error @+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %r = affine.parallel (%i) = (0) to (%n) reduce ("addf", "addf") -> (f32) {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}

// -----

func.func @group_count(%n: index) {
  // expected-error @+1 {{'affine.parallel' op the number of region arguments (2) and the number of map groups for lower (1) and upper bound (2), and the number of steps (2) must all match}}
  affine.parallel (%i, %j) = (0) to (%n, 1) {
  }
  return
}

// -----

func.func @step_count(%n: index) {
  // expected-error @+1 {{the number of region arguments (1) and the number of map groups for lower (1) and upper bound (1), and the number of steps (2) must all match}}
  affine.parallel (%i) = (0) to (%n) step (1, 2) {
  }
  return
}

// -----

// Stricter than mlir-opt-22, which accepts a step of 0 or below (a loop that never ends), as
// affine.for's verifier.
func.func @zero_step(%n: index) {
  // expected-error @+1 {{'affine.parallel' op expected steps to be representable as positive signed integers}}
  affine.parallel (%i) = (0) to (%n) step (0) {
  }
  return
}

// -----

func.func @yield_type(%n: index) {
  %r = affine.parallel (%i) = (0) to (%n) reduce ("addf") -> (f32) {
    %c = arith.constant 1.0 : f64
    // expected-error @+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %c : f64
  }
  return
}

// -----

func.func @implicit_yield_with_results(%n: index) {
  // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
  %r = affine.parallel (%i) = (0) to (%n) reduce ("addf") -> (f32) {
  }
  return
}

// -----

func.func @yield_without_results(%n: index) {
  affine.parallel (%i) = (0) to (%n) {
    // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield %i : index
  }
  return
}

// -----

func.func @addi_on_index(%n: index) {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (%n) reduce ("addi") -> (index) {
    affine.yield %i : index
  }
  return
}

// -----

func.func @maxs_on_signless(%n: index, %v: i32) {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (%n) reduce ("maxs") -> (i32) {
    affine.yield %v : i32
  }
  return
}

// -----

func.func @xori(%n: index, %v: i32) {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (%n) reduce ("xori") -> (i32) {
    affine.yield %v : i32
  }
  return
}

// -----

func.func @unknown_reduction(%n: index) {
  // expected-error @+1 {{invalid reduction value: "bogus"}}
  affine.parallel (%i) = (0) to (%n) reduce ("bogus") {
  }
  return
}

// -----

func.func @max_in_upper_bound(%n: index) {
  // expected-error @+1 {{use of undeclared identifier}}
  affine.parallel (%i) = (0) to (max(%n, 3)) {
  }
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @bound_not_index(%n: i32) {
  // expected-error @+1 {{use of value '%n' expects different type than prior uses: 'index' vs 'i32'}}
  affine.parallel (%i) = (0) to (%n) {
  }
  return
}

// -----

func.func @groups_exceed_map(%n: index) {
  // expected-error @+1 {{'affine.parallel' op expected lower bounds map to have 2 results}}
  "affine.parallel"(%n) <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<(d0) -> (d0)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @empty_group(%n: index) {
  // expected-error @+1 {{'affine.parallel' op expected lower bound map to have at least one result}}
  "affine.parallel"(%n) <{lowerBoundsGroups = dense<0> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> ()>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<(d0) -> (d0)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @reduction_out_of_range(%n: index) {
  // expected-error @+1 {{'affine.parallel' op attribute 'reductions' failed to satisfy constraint: Reduction ops}}
  %r = "affine.parallel"(%n) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [99], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<(d0) -> (d0)>}> ({
  ^bb0(%i: index):
    "affine.yield"(%i) : (index) -> ()
  }) : (index) -> (index)
  return
}

// -----

func.func @reduction_i32(%n: index) {
  // expected-error @+1 {{'affine.parallel' op attribute 'reductions' failed to satisfy constraint: Reduction ops}}
  %r = "affine.parallel"(%n) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [0 : i32], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<(d0) -> (d0)>}> ({
  ^bb0(%i: index):
    %c = arith.constant 1.0 : f32
    "affine.yield"(%c) : (f32) -> ()
  }) : (index) -> (f32)
  return
}

// -----

func.func @groups_i64(%n: index) {
  // expected-error @+1 {{'affine.parallel' op attribute 'lowerBoundsGroups' failed to satisfy constraint: 32-bit signless integer elements attribute}}
  "affine.parallel"(%n) <{lowerBoundsGroups = dense<1> : tensor<1xi64>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<(d0) -> (d0)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

// Stricter than mlir-opt-22, which accepts fewer operands than the bound maps take.
func.func @too_few_operands() {
  // expected-error @+1 {{'affine.parallel' op expected 1 map operands for the bound maps, found 0}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<(d0) -> (d0)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}
