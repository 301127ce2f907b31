// RUN: strata-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_decl()

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 2}}
func.func @arg_attrs_count(%a: i32, %b: i64) attributes {arg_attrs = [{}]} {
  return
}

// -----

// expected-error @+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 0, but expected 1}}
func.func private @res_attrs_count() -> i32 attributes {res_attrs = []}

// -----

// expected-error @+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "f"}> ({
}) : () -> ()

// -----

func.func @return_count(%a: i32) -> (i32, i32) {
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@return_count) returns 2}}
  return %a : i32
}

// -----

func.func @return_type(%a: i32) -> i64 {
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @return_type}}
  return %a : i32
}

// -----

func.func @return_parent() {
  "test.region"() ({
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }) : () -> ()
  return
}

// -----

func.func private @callee(i32) -> i32

func.func @call_operand_count() {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  call @callee() : () -> i32
  return
}

// -----

func.func private @callee(i32) -> i32

func.func @call_operand_type(%a: i64) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  call @callee(%a) : (i64) -> i32
  return
}

// -----

func.func private @callee(i32) -> i32

func.func @call_result_count(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  call @callee(%a) : (i32) -> ()
  return
}

// -----

func.func private @callee(i32) -> i32

func.func @call_result_type(%a: i32) {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{op result types: 'i64'}}
  // expected-note @+1 {{function result types: 'i32'}}
  call @callee(%a) : (i32) -> i64
  return
}

// -----

func.func @call_undefined() {
  // expected-error @+1 {{'func.call' op 'nowhere' does not reference a valid function}}
  call @nowhere() : () -> ()
  return
}

// -----

func.func @constant_undefined() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nowhere'}}
  %f = constant @nowhere : () -> ()
  return
}

// -----

func.func private @target(i32)

func.func @constant_type() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %f = constant @target : () -> ()
  return
}

// -----

func.func @undefined_value() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  return %x : i32
}

// -----

func.func @redefined_value() {
  // expected-note @+1 {{previously defined here}}
  %0 = "test.op"() : () -> i32
  // expected-error @+1 {{redefinition of SSA value '%0'}}
  %0 = "test.op"() : () -> i32
  return
}

// -----

func.func @dominance() {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "test.use"(%0) : (i32) -> ()
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %0 = "test.op"() : () -> i32
  return
}

// -----

func.func @call_indirect_count(%f: (i32) -> ()) {
  // expected-error @+1 {{custom op 'func.call_indirect' number of operands and types do not match: got 0 operands and 1 types}}
  call_indirect %f() : (i32) -> ()
  return
}

// -----

func.func @missing_terminator() {
  // expected-error @+1 {{block with no terminator, has %0 = "func.constant"() <{value = @missing_terminator}> : () -> (() -> ())}}
  %f = constant @missing_terminator : () -> ()
}
