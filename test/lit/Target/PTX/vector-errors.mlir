// RUN: not strata-translate --mlir-to-ptx %s 2>&1 | FileCheck %s

// The writer moves register vectors but does no arithmetic on their lanes.
llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %v = llvm.load %p {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
  // CHECK: vector-errors.mlir:[[@LINE+1]]:8: error: 'llvm.fadd' op type 'vector<4xf32>' is not supported by the PTX writer here
  %s = llvm.fadd %v, %v : vector<4xf32>
  llvm.store %s, %p {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
  llvm.return
}

