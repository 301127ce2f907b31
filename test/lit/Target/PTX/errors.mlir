// RUN: not strata-translate --mlir-to-ptx %s 2>&1 | FileCheck %s

module {
  llvm.func @puts(f32) -> f32
  llvm.func @k(%a: f32) attributes {nvvm.kernel} {
    // CHECK: errors.mlir:[[@LINE+1]]:10: error: 'llvm.call' op call to external function 'puts', which has no PTX implementation
    %0 = llvm.call @puts(%a) : (f32) -> f32
    llvm.return
  }
}
