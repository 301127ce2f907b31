// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s -mlir-print-op-generic | strata-opt | FileCheck %s

// CHECK-LABEL: func.func private @decl(i32, f32) -> i64
func.func private @decl(i32, f32) -> i64

// CHECK-LABEL: func.func private @decl_multi_results() -> (i32, i64)
func.func private @decl_multi_results() -> (i32, i64)

// CHECK-LABEL: func.func nested @decl_nested()
func.func nested @decl_nested()

// CHECK-LABEL: func.func private @decl_fn_result() -> ((i32) -> i32)
func.func private @decl_fn_result() -> ((i32) -> i32)

// CHECK-LABEL: func.func @empty()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @empty() {
  return
}

// An explicit `public` is kept.
// CHECK-LABEL: func.func public @public_vis()
func.func public @public_vis() {
  return
}

// CHECK-LABEL: func.func @args(%arg0: i32, %arg1: tensor<?xf32>) -> (i32, tensor<?xf32>)
// CHECK-NEXT:    return %arg0, %arg1 : i32, tensor<?xf32>
func.func @args(%a: i32, %b: tensor<?xf32>) -> (i32, tensor<?xf32>) {
  return %a, %b : i32, tensor<?xf32>
}

// CHECK-LABEL: func.func @arg_attrs(%arg0: i32 {test.a = 1 : i64}, %arg1: f32) -> (i32 {test.r})
func.func @arg_attrs(%a: i32 {test.a = 1}, %b: f32) -> (i32 {test.r}) {
  return %a : i32
}

// CHECK-LABEL: func.func private @decl_arg_attrs(i32 {test.a}) -> (f32 {test.b, test.c = "x"})
func.func private @decl_arg_attrs(i32 {test.a}) -> (f32 {test.b, test.c = "x"})

// CHECK-LABEL: func.func @fn_attrs()
// CHECK-SAME:    attributes {no_inline, test.level = 2 : i32}
func.func @fn_attrs() attributes {no_inline, test.level = 2 : i32} {
  return
}

// CHECK-LABEL: func.func @call
// CHECK-SAME:    (%[[A:.*]]: i32, %[[B:.*]]: f32)
// CHECK-NEXT:    %[[R:.*]] = call @decl(%[[A]], %[[B]]) : (i32, f32) -> i64
// CHECK-NEXT:    %[[M:.*]]:2 = call @decl_multi_results() : () -> (i32, i64)
// CHECK-NEXT:    call @empty() : () -> ()
// CHECK-NEXT:    call @empty() {test.tag} : () -> ()
// CHECK-NEXT:    return %[[R]], %[[M]]#1 : i64, i64
func.func @call(%a: i32, %b: f32) -> (i64, i64) {
  %r = func.call @decl(%a, %b) : (i32, f32) -> i64
  %m:2 = call @decl_multi_results() : () -> (i32, i64)
  call @empty() : () -> ()
  call @empty() {test.tag} : () -> ()
  return %r, %m#1 : i64, i64
}

// CHECK-LABEL: func.func @constant_and_indirect
// CHECK-NEXT:    %[[F:.*]] = constant @decl : (i32, f32) -> i64
// CHECK-NEXT:    %[[R:.*]] = call_indirect %[[F]](%{{.*}}, %{{.*}}) : (i32, f32) -> i64
// CHECK-NEXT:    return %[[R]] : i64
func.func @constant_and_indirect(%a: i32, %b: f32) -> i64 {
  %f = func.constant @decl : (i32, f32) -> i64
  %r = func.call_indirect %f(%a, %b) : (i32, f32) -> i64
  return %r : i64
}

// Functions nest in modules; calls resolve in the nearest symbol table.
// CHECK-LABEL: module @nested
// CHECK:         func.func private @inner()
// CHECK:         func.func @user()
// CHECK-NEXT:      call @inner() : () -> ()
module @nested {
  func.func private @inner()
  func.func @user() {
    call @inner() : () -> ()
    return
  }
}

// A body with several blocks.
// CHECK-LABEL: func.func @blocks
// CHECK:       ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return
func.func @blocks() {
  cf.br ^bb1
^bb1:
  return
}
