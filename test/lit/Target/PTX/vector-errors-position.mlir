// RUN: not strata-translate --mlir-to-ptx %s 2>&1 | FileCheck %s

// An element of a register vector is named by a constant position.
llvm.func @dynamic_position(%p: !llvm.ptr<1>, %i: i64) attributes {nvvm.kernel} {
  %v = llvm.load %p {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
  // CHECK: vector-errors-position.mlir:[[@LINE+1]]:8: error: 'llvm.extractelement' op the PTX writer needs a constant element position
  %e = llvm.extractelement %v[%i : i64] : vector<4xf32>
  llvm.store %e, %p : f32, !llvm.ptr<1>
  llvm.return
}
