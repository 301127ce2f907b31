// RUN: strata-opt %s -split-input-file | strata-opt -split-input-file | FileCheck %s --check-prefix=ROUND
// RUN: strata-opt %s -split-input-file -canonicalize | FileCheck %s

// The few ops of upstream's test dialect strata-opt registers (for upstream's lit files):
// test.constant is a constant of any type, which the folders read; other test.* ops are
// unknown ops the dialect accepts without -allow-unregistered-dialect.
// ROUND-LABEL: func.func @constants
// ROUND:       %[[A:.*]] = "test.constant"() <{value = 1 : i32}> : () -> ui8
// ROUND:       "test.unknown"(%[[A]]) : (ui8) -> ()
// CHECK-LABEL: func.func @constants
// CHECK-DAG:   %[[C:.*]] = arith.constant 5 : i32
// CHECK-DAG:   %[[U:.*]] = "test.constant"() <{value = 1 : i32}> : () -> ui8
// CHECK:       "test.unknown"(%[[U]]) : (ui8) -> ()
// CHECK-NEXT:  return %[[C]] : i32
func.func @constants() -> i32 {
  %a = "test.constant"() {value = 1 : i32} : () -> ui8
  "test.unknown"(%a) : (ui8) -> ()
  %b = "test.constant"() {value = 2 : i32} : () -> i32
  %c = "test.constant"() {value = 3 : i32} : () -> i32
  %d = arith.addi %b, %c : i32
  return %d : i32
}

// -----

// test.test_effects_result's only effect allocates its result: unused, it is dead.
// CHECK-LABEL: func.func @effects_result
// CHECK-NEXT:  %[[R:.*]] = "test.test_effects_result"() : () -> i32
// CHECK-NEXT:  return %[[R]] : i32
func.func @effects_result() -> i32 {
  %0 = "test.test_effects_result"() : () -> i32
  %1 = "test.test_effects_result"() : () -> i32
  return %1 : i32
}

// -----

// test.graph_region holds a graph: a use may come before its definition. Its block ends in a
// terminator, here an unknown op.
// ROUND-LABEL: func.func @graph
// ROUND-NEXT:  test.graph_region {
// ROUND-NEXT:    %[[X:.*]] = arith.addi %[[Y:.*]], %[[Y]] : i32
// ROUND-NEXT:    %[[Y]] = arith.constant 1 : i32
// ROUND-NEXT:    "test.terminator"(%[[X]]) : (i32) -> ()
// ROUND-NEXT:  }
func.func @graph() {
  test.graph_region {
    %x = arith.addi %y, %y : i32
    %y = arith.constant 1 : i32
    "test.terminator"(%x) : (i32) -> ()
  }
  return
}

// -----

// test.br forwards its operands to its successor's arguments: region simplification drops
// the unused ones, as through cf.br.
// CHECK-LABEL: func.func @branch
// CHECK-NEXT:  "test.br"(%arg1)[^bb1] : (i32) -> ()
// CHECK-NEXT:  ^bb1(%[[B:.*]]: i32):
// CHECK-NEXT:  return %[[B]] : i32
func.func @branch(%a: f32, %b: i32) -> i32 {
  "test.br"(%a, %b)[^next] : (f32, i32) -> ()
^next(%x: f32, %y: i32):
  return %y : i32
}

// -----

// arith.select(c, 1, 0) becomes extui(c) only on signless integers: on unsigned ones, which
// only test.constant makes constants of, the select stays (extui makes signless integers).
// CHECK-LABEL: func.func @select_ext_unsigned(
// CHECK:      %[[S:.*]] = arith.select %arg0, %{{.*}}, %{{.*}} : ui32
// CHECK-NEXT: return %[[S]] : ui32
func.func @select_ext_unsigned(%c: i1) -> ui32 {
  %one = "test.constant"() {value = 1 : i32} : () -> ui32
  %zero = "test.constant"() {value = 0 : i32} : () -> ui32
  %s = arith.select %c, %one, %zero : ui32
  return %s : ui32
}
