// RUN: strata-opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s -split-input-file -allow-unregistered-dialect | strata-opt -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s -split-input-file -allow-unregistered-dialect -mlir-print-op-generic | strata-opt -split-input-file -allow-unregistered-dialect | FileCheck %s
// RUN: not strata-opt %s -split-input-file 2>&1 | FileCheck %s --check-prefix=ERR

// Ops, types and attributes of dialects no one registered are kept as
// written and printed in the generic form under
// --allow-unregistered-dialect; without it they are errors.

// CHECK:      module {
// CHECK-NEXT:   func.func @unregistered(%arg0: !foo.type, %arg1: i32) -> !foo.type {
// CHECK-NEXT:     %0 = "foo.op"(%arg0, %arg1) {attr = #foo.attr<"x">} : (!foo.type, i32) -> !foo.type
// CHECK-NEXT:     "foo.side_effect"() : () -> ()
// CHECK-NEXT:     %1 = "foo.with_region"(%0) ({
// CHECK-NEXT:     ^bb0(%arg2: !foo.type):
// CHECK-NEXT:       "foo.yield"(%arg2) : (!foo.type) -> ()
// CHECK-NEXT:     }) : (!foo.type) -> !foo.type
// CHECK-NEXT:     return %1 : !foo.type
// CHECK-NEXT:   }
// CHECK-NEXT:   "foo.top_level"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "foo.alone"() : () -> ()
// CHECK-NEXT: }

func.func @unregistered(%a: !foo.type, %b: i32) -> !foo.type {
  %0 = "foo.op"(%a, %b) {attr = #foo.attr<"x">} : (!foo.type, i32) -> !foo.type
  "foo.side_effect"() : () -> ()
  %1 = "foo.with_region"(%0) ({
  ^bb0(%x: !foo.type):
    "foo.yield"(%x) : (!foo.type) -> ()
  }) : (!foo.type) -> !foo.type
  return %1 : !foo.type
}
"foo.top_level"() : () -> ()

// -----

// ERR: unregistered.mlir:[[#@LINE+1]]:12: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
"foo.alone"() : () -> ()
