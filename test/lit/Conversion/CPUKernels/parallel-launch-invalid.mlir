// strata-cpu-parallel-launch rejects a call of a parallel kernel that does
// not pass the range and the arguments, or uses a result.
// RUN: strata-opt %s --strata-cpu-parallel-launch -split-input-file -verify-diagnostics

llvm.func @k(%lo: i64, %hi: i64) -> i64 attributes {strata.kernel, strata.parallel = 1 : i64} {
  llvm.return %lo : i64
}
llvm.func @host() {
  %0 = llvm.mlir.constant(0 : i64) : i64
  // expected-error @+1 {{a call of the parallel kernel @k must pass its range and arguments and use no result}}
  %1 = llvm.call @k(%0, %0) : (i64, i64) -> i64
  llvm.return
}

// -----

llvm.func @k(%lo: i64) attributes {strata.kernel, strata.parallel = 1 : i64} {
  llvm.return
}
llvm.func @host() {
  %0 = llvm.mlir.constant(0 : i64) : i64
  // expected-error @+1 {{a call of the parallel kernel @k must pass its range and arguments and use no result}}
  llvm.call @k(%0) : (i64) -> ()
  llvm.return
}
