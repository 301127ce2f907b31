// RUN: strata-opt %s -split-input-file -verify-diagnostics

llvm.func @return_mismatch(%a: i32) -> i64 { // expected-note {{when returning from function}}
  // expected-error @+1 {{'llvm.return' op mismatching result types}}
  llvm.return %a : i32
}

// -----

llvm.func @return_extra(%a: i32) { // expected-note {{when returning from function}}
  // expected-error @+1 {{'llvm.return' op expected no operands}}
  llvm.return %a : i32
}

// -----

llvm.func @sext_float(%a: f32) {
  // expected-error @+1 {{'llvm.sext' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.sext %a : f32 to i64
  llvm.return
}

// -----

llvm.func @sext_narrowing(%a: i64) {
  // expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.sext %a : i64 to i32
  llvm.return
}

// -----

llvm.func @extract_from_ptr(%a: !llvm.ptr) {
  // expected-error @+2 {{expected LLVM IR structure/array type, got: '!llvm.ptr'}}
  %0 = llvm.extractvalue %a[0] : !llvm.ptr
  llvm.return
}

// -----

llvm.func @extract_out_of_bounds(%a: !llvm.struct<(i32)>) {
  // expected-error @+2 {{position out of bounds: 1}}
  %0 = llvm.extractvalue %a[1] : !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @addressof_missing() {
  // expected-error @+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  llvm.return
}

// -----

llvm.func @call_missing() {
  // expected-error @+1 {{'llvm.call' op 'nope' does not reference a symbol in the current scope}}
  %0 = llvm.call @nope() : () -> i32
  llvm.return
}

// -----

llvm.func @g(i32) -> i32
llvm.func @call_operand_type(%a: i64) {
  // expected-error @+1 {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  %0 = llvm.call @g(%a) : (i64) -> i32
  llvm.return
}

// -----

llvm.func @g(i32) -> i32
llvm.func @call_operand_count(%a: i32) {
  // expected-error @+1 {{'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)}}
  %0 = llvm.call @g(%a, %a) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @add_float(%a: f32) {
  // expected-error @+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.add %a, %a : f32
  llvm.return
}

// -----

llvm.func @load_from_int(%a: i32) {
  // expected-error @+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = llvm.load %a : i32 -> i32
  llvm.return
}

// -----

llvm.func @load_void(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.void'}}
  %0 = llvm.load %p : !llvm.ptr -> !llvm.void
  llvm.return
}

// -----

llvm.func @gep_struct_out_of_bounds(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[%a, 3] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @gep_dynamic_struct_index(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[%a, %a] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @branch_arity() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  llvm.br ^bb1(%0 : i32)
^bb1:
  llvm.return
}

// -----

llvm.func @alloca_ptr_size(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.alloca' op operand #0 must be signless integer, but got '!llvm.ptr'}}
  %0 = llvm.alloca %p x i32 : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @string_constant() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("abc") : i32
  llvm.return
}
