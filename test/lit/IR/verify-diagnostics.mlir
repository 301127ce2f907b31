// RUN: strata-opt %s -split-input-file -verify-diagnostics
// RUN: not strata-opt %S/Inputs/verify-diagnostics-failing.mlir -split-input-file -verify-diagnostics 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: not strata-opt %S/Inputs/verify-diagnostics-failing.mlir -split-input-file -verify-diagnostics=only-expected 2>&1 | FileCheck %s --check-prefix=ONLY

// --verify-diagnostics checks the diagnostics a file produces against its
// expected-error/-warning/-note/-remark comments, as mlir-opt does. This
// file passes; Inputs/verify-diagnostics-failing.mlir shows each failure.

// The designators: @+N and @-N (relative lines), @above and @below (the
// nearest line without an expectation), and none (the comment's own line).

func.func @plus(%a: i32) -> i64 {
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64')}}
  return %a : i32
}

// -----

func.func @minus(%a: i32) -> i64 {
  return %a : i32
  // expected-error @-1 {{doesn't match function result type}}
}

// -----

func.func @above(%a: i32) -> i64 {
  return %a : i32
  // expected-error @above {{doesn't match}}
}

// -----

func.func @below(%a: i32) -> i64 {
  // expected-error @below {{in function @below}}
  return %a : i32
}

// -----

func.func @same_line(%a: i32) -> i64 {
  return %a : i32 // expected-error {{('i32')}}
}

// -----

// A message is a substring; expected-*-re makes {{...}} parts regexes.
func.func @regex(%a: i32) -> i64 {
  // expected-error-re @+1 {{type of return operand {{[0-9]+}} ('i{{(32|64)}}')}}
  return %a : i32
}

// -----

// An empty message matches any diagnostic of that kind on the line.
func.func @empty(%a: i32) -> i64 {
  // expected-error @+1 {{}}
  return %a : i32
}

// -----

// Notes attached to an error are checked too.
func.func private @callee(i32) -> i32
func.func @notes(%a: i32) {
  // expected-error @+3 {{result type mismatch at index 0}}
  // expected-note @+2 {{op result types: 'i64'}}
  // expected-note @+1 {{function result types: 'i32'}}
  call @callee(%a) : (i32) -> i64
  return
}

// -----

// Parts without diagnostics verify and print as usual.
func.func @fine() {
  return
}

// FAIL:      verify-diagnostics-failing.mlir:24:6: error: invalid regex: brackets ([ ]) not balanced
// FAIL:      verify-diagnostics-failing.mlir:11:3: error: unexpected error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @unexpected
// FAIL-NEXT:   return %a : i32
// FAIL-NEXT: {{^}}  ^
// FAIL-NEXT: verify-diagnostics-failing.mlir:17:6: error: 'error' diagnostic emitted when expecting a 'warning'
// FAIL:      verify-diagnostics-failing.mlir:4:6: error: expected error "this is never emitted" was not produced
// FAIL-NEXT: {{^}}  // expected-{{e}}rror @+1
// FAIL-NEXT: {{^     \^~~~~~~~~~~~~~~~~~~~~$}}
// FAIL:      verify-diagnostics-failing.mlir:17:6: error: expected warning "doesn't match function result type" was not produced

// ONLY-NOT:  unexpected error
// ONLY:      error: 'error' diagnostic emitted when expecting a 'warning'
// ONLY-NOT:  unexpected error
// ONLY:      error: expected error "this is never emitted" was not produced
// ONLY-NOT:  unexpected error
