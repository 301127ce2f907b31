// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' --mlir-disable-threading --mlir-print-ir-before=cse --mlir-print-ir-after=symbol-dce -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse,cse))' --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse))' --mlir-print-ir-after=cse --mlir-print-ir-module-scope -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(test-pass-failure))' --mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAILURE
// RUN: rm -rf %t && strata-opt %s --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --mlir-print-ir-after-all --mlir-print-ir-tree-dir=%t -o /dev/null
// RUN: cat %t/builtin_module_no-symbol-name/func_func_foo/0_0_cse.mlir | FileCheck %s --check-prefix=TREE
// RUN: cat %t/builtin_module_no-symbol-name/1_symbol-dce.mlir | FileCheck %s --check-prefix=TREE-TOP

// BEFORE: // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: func.func @foo
// BEFORE: // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: func.func private @dead
// BEFORE: // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// BEFORE-NEXT: module {
// BEFORE-NOT: @dead

// ALL: // -----// IR Dump After CSE (cse) //----- //
// ALL-NEXT: func.func @foo(%arg0: i32) -> i32 {
// ALL-NEXT:   %0 = arith.muli %arg0, %arg0 : i32
// ALL: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// ALL-NEXT: func.func @foo
// ALL: // -----// IR Dump After CSE (cse) //----- //
// ALL-NEXT: func.func private @dead
// ALL: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// ALL-NEXT: func.func private @dead
// ALL: // -----// IR Dump After SymbolDCE (symbol-dce) //----- //

// The second cse changes nothing and is not printed.
// CHANGE-COUNT-1: // -----// IR Dump After CSE (cse) //----- //
// CHANGE-NEXT: func.func @foo
// CHANGE-NOT: IR Dump

// SCOPE: // -----// IR Dump After CSE (cse) ('func.func' operation: @foo) //----- //
// SCOPE-NEXT: module {
// SCOPE-NEXT:   func.func @foo

// FAILURE: // -----// IR Dump After TestFailurePass Failed (test-pass-failure) //----- //
// FAILURE-NEXT: func.func @foo

// TREE: func.func @foo
// TREE-TOP: module {

func.func @foo(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func private @dead() {
  return
}
