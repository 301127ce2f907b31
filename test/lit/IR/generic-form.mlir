// RUN: strata-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s -allow-unregistered-dialect -mlir-print-op-generic | strata-opt -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s -allow-unregistered-dialect | strata-opt -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s -allow-unregistered-dialect -mlir-print-op-generic | strata-opt -allow-unregistered-dialect | FileCheck %s

// The generic form: every op, registered or not, as
// "name"(operands)[successors] <{properties}> ({regions}) {attributes} : type.
// Registered ops print back in their custom form unless
// --mlir-print-op-generic asks for the generic one; either form parses to
// the same IR. Regions of unregistered ops are graph regions: a value may
// be used before its definition.

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "generic"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: i1):
// GENERIC-NEXT:     %1:2 = "my.multi"(%arg0) {flag} : (i32) -> (i32, f32)
// GENERIC-NEXT:     %2 = "my.props"(%1#0) <{p = 1 : i32, q = "s"}> {d = [1, 2]} : (i32) -> i32
// GENERIC-NEXT:     "my.regions"() ({
// GENERIC-NEXT:       "my.inner"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:     ^bb0(%arg2: i32):
// GENERIC-NEXT:       "my.inner"(%arg2) : (i32) -> ()
// GENERIC-NEXT:     ^bb1:  // no predecessors
// GENERIC-NEXT:       "my.inner"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "cf.cond_br"(%arg1, %2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// GENERIC-NEXT:   ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb1
// GENERIC-NEXT:     "my.succ"(%3)[^bb2, ^bb1] : (i32) -> ()
// GENERIC-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// GENERIC-NEXT:     "func.return"(%arg0) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "my.graph"() ({
// GENERIC-NEXT:     "my.use"(%0) : (i64) -> ()
// GENERIC-NEXT:     %0 = "my.def"() : () -> i64
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "my.empty_region"() ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

// CHECK:      module {
// CHECK-NEXT:   func.func @generic(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     %0:2 = "my.multi"(%arg0) {flag} : (i32) -> (i32, f32)
// CHECK-NEXT:     %1 = "my.props"(%0#0) <{p = 1 : i32, q = "s"}> {d = [1, 2]} : (i32) -> i32
// CHECK-NEXT:     "my.regions"() ({
// CHECK-NEXT:       "my.inner"() : () -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       "my.inner"(%arg2) : (i32) -> ()
// CHECK-NEXT:     ^bb1:  // no predecessors
// CHECK-NEXT:       "my.inner"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT:   ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     "my.succ"(%2)[^bb2, ^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   "my.graph"() ({
// CHECK-NEXT:     "my.use"(%0) : (i64) -> ()
// CHECK-NEXT:     %0 = "my.def"() : () -> i64
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "my.empty_region"() ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }

"func.func"() <{function_type = (i32, i1) -> i32, sym_name = "generic"}> ({
^bb0(%a: i32, %c: i1):
  %0:2 = "my.multi"(%a) {flag} : (i32) -> (i32, f32)
  %1 = "my.props"(%0#0) <{p = 1 : i32, q = "s"}> {d = [1, 2]} : (i32) -> i32
  "my.regions"() ({
    "my.inner"() : () -> ()
  }, {
  ^bb0(%x: i32):
    "my.inner"(%x) : (i32) -> ()
  ^bb1:
    "my.inner"() : () -> ()
  }) : () -> ()
  "cf.cond_br"(%c, %1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%y: i32):
  "my.succ"(%y)[^bb2, ^bb1] : (i32) -> ()
^bb2:
  "func.return"(%a) : (i32) -> ()
}) : () -> ()
"my.graph"() ({
  "my.use"(%late) : (i64) -> ()
  %late = "my.def"() : () -> i64
}) : () -> ()
"my.empty_region"() ({
}) : () -> ()
