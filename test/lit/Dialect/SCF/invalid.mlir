// RUN: strata-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics

func.func @f(%lb: index, %ub: index, %a: f32) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%lb, %ub, %ub, %a) ({
  ^bb0(%i: index, %x: f32):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @f(%lb: index, %ub: index, %a: f32) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %ub, %ub) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%lb: index, %ub: index, %a: f32) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  "scf.for"(%lb, %ub, %ub, %a) ({
  ^bb0(%i: index):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> (f32)
  return
}

// -----

func.func @f(%lb: index, %ub: index, %a: f32, %b: i32) {
  // expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%lb, %ub, %ub, %a) ({
  ^bb0(%i: index, %x: i32):
    scf.yield %x : i32
  }) : (index, index, index, f32) -> (f32)
  return
}

// -----

func.func @f(%lb: index, %ub: index, %a: f32, %b: i32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%lb, %ub, %ub, %a) ({
  ^bb0(%i: index, %x: f32):
    scf.yield %b : i32
  }) : (index, index, index, f32) -> (f32)
  return
}

// -----

func.func @f(%lb: index, %ub: index, %a: f32, %b: i32) {
  // expected-error @+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = "scf.for"(%lb, %ub, %ub, %a) ({
  ^bb0(%i: index, %x: f32):
    // expected-note @+1 {{region branch point}}
    scf.yield
  }) : (index, index, index, f32) -> (f32)
  return
}

// -----

func.func @f(%lb: index, %ub: i32) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %ub, %lb) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @f(%lb: f32) {
  // expected-error @+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: f32):
    scf.yield
  }) : (f32, f32, f32) -> ()
  return
}

// -----

func.func @f(%c: i1, %a: f32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (f32) {
    scf.yield %a : f32
  }
  return
}

// -----

func.func @f(%c: i1, %a: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i1' should match successor input type #0 'f32'}}
  %r = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    // expected-note @+1 {{region branch point}}
    scf.yield %c : i1
  }
  return
}

// -----

func.func @f(%c: i1, %a: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.if %c -> (f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield
  } else {
    scf.yield %a : f32
  }
  return
}

// -----

func.func @f(%c: i32) {
  // expected-error @+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
    scf.yield
  }, {}) : (i32) -> ()
  return
}

// -----

func.func @f(%c: i1, %a: f32) {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.constant true
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: f32):
    scf.yield %a : i32
  }
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.while (%x = %a) : (i32) -> f32 {
    %c = arith.constant true
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %a : i32
  }
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %f = arith.constant 1.0 : f32
    // expected-note @+1 {{region branch point}}
    scf.yield %f : f32
  }
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %r = "scf.while"(%a) ({
  ^bb0(%x: i32):
    // expected-note @+1 {{terminator here}}
    scf.yield %x : i32
  }, {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  // expected-note @+1 {{region branch point}}
  %r = "scf.while"(%a) ({
  ^bb0(%x: f32):
    %c = arith.constant true
    scf.condition(%c) %x : f32
  }, {
  ^bb0(%y: f32):
    scf.yield %a : i32
  }) : (i32) -> f32
  return
}

// -----

func.func @f() {
  %c = arith.constant true
  // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.execute_region -> i32 {
    %c = arith.constant 1.0 : f32
    // expected-note @+1 {{region branch point}}
    scf.yield %c : f32
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  %r = "scf.execute_region"() ({
    ^bb0(%x: i32):
    scf.yield %x : i32
  }) : () -> i32
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %r = scf.index_switch %i -> i32
  case 1 {
    // expected-note @+1 {{see yield operation here}}
    scf.yield
  }
  default {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %r = scf.index_switch %i -> i32
  case 1 {
    %c = arith.constant 1.0 : f32
    // expected-note @+1 {{case region #0 returns 'f32' here}}
    scf.yield %c : f32
  }
  default {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    scf.yield
  }, {
    scf.yield
  }) : (index) -> ()
  return
}

// -----

func.func @f(%lb: index) {
  // expected-error @+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i) = (%lb) to (%lb) step (%lb, %lb) {
  }
  return
}

// -----

func.func @f(%lb: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%lb) step (%c0) {
  }
  return
}

// -----

func.func @f(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @f(%lb: index, %f: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    %c = arith.constant 1 : i32
    // expected-error @+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%c : i32) {
    ^bb0(%l: i32, %rr: i32):
      scf.reduce.return %l : i32
    }
  }
  return
}

// -----

func.func @f(%lb: index, %f: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%f : f32) {
    ^bb0(%l: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}

// -----

func.func @f(%lb: index, %f: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %rr: f32):
      %c = arith.constant 1 : i32
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %c : i32
    }
  }
  return
}

// -----

func.func @f(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    // expected-note @+1 {{terminator here}}
    scf.yield
  }
  return
}

// -----

func.func @f(%t: tensor<8xf32>) {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<8xf32>) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      %c = arith.constant 1 : i32
    }
  }
  return
}

// -----

func.func @f(%t: tensor<8xf32>) {
  // expected-error @+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %r = "scf.forall"(%t) <{mapping = [], operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 2>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @f(%t: tensor<8xf32>) {
  // expected-error @+1 {{expected 1 step values, got 2}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 2>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @f(%t: tensor<8xf32>) {
  // expected-error @+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (2) {
  } {mapping = [1]}
  return
}

// -----

func.func @f(%t: tensor<8xf32>) {
   // expected-error @+1 {{'scf.forall' op produces 0 results, but has only 1 outputs}}
   "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 2>}> ({
  ^bb0(%i: index, %o: tensor<8xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<8xf32>) -> ()
  return
}

// -----

func.func @f(%lb: index, %a: f32, %b: i32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%lb, %lb, %lb, %a) ({
  ^bb0(%i: index, %x: f32):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> (i32)
  return
}

// -----

func.func @f(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: i32):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    "scf.reduce"(%f) : (f32) -> ()
  }
  return
}

// -----

func.func @f(%lb: index, %f: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %rr: f32):
      "test.foo"() : () -> ()
    }
  }
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error @+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
  scf.reduce.return %f : f32
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {
  }
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i, %j) in (2, 2) {
  } {mapping = [#gpu.thread<x>]}
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    // expected-note @+1 {{terminator here}}
    "test.foo"(%y) : (i32) -> ()
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op expected region to end with scf.yield, but got test.foo}}
  "scf.index_switch"(%i) <{cases = array<i64>}> ({
    "test.foo"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%lb: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op expected type of operand #0 ('tensor<4xf32>') to match type of corresponding result ('tensor<8xf32>')}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 2>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @f(%lb: index) {
  // expected-error @+1 {{'scf.forall' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "scf.forall"(%lb) <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (index) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 2>}> ({
  ^bb0(%i: index, %j: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}
