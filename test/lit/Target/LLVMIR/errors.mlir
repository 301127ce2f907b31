// RUN: not strata-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s

// An op of a dialect with no LLVM IR translation is reported at the op.
// CHECK: errors.mlir:[[# @LINE + 1]]:1: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func
func.func @not_lowered() {
  return
}
