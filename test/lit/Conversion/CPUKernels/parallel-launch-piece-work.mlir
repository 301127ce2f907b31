// strata-cpu-parallel-launch{piece-work=N}: min_piece is N over the
// kernel's estimated work per iteration (strata.parallel), rounded up, and
// at least 1: 1000 / 128 -> 8, and 1 for a kernel whose iteration alone
// is more than N. piece-work must be positive.
// RUN: strata-opt %s --pass-pipeline='builtin.module(strata-cpu-parallel-launch{piece-work=1000})' | FileCheck %s
// RUN: not strata-opt %s --pass-pipeline='builtin.module(strata-cpu-parallel-launch{piece-work=0})' 2>&1 | FileCheck %s --check-prefix=ZERO

// CHECK-LABEL: llvm.func @host(
// CHECK:         %[[P1:.*]] = llvm.mlir.constant(8 : i64) : i64
// CHECK:         llvm.call @__strata_parallel_for(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[P1]])
// CHECK:         %[[P2:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK:         llvm.call @__strata_parallel_for(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[P2]])
// ZERO: error: {{.*}}strata-cpu-parallel-launch: piece-work must be positive, got 0

llvm.func @small(%lo: i64, %hi: i64, %p: !llvm.ptr) attributes {strata.kernel, strata.parallel = 128 : i64} {
  llvm.return
}
llvm.func @large(%lo: i64, %hi: i64, %p: !llvm.ptr) attributes {strata.kernel, strata.parallel = 5000 : i64} {
  llvm.return
}
llvm.func @host(%p: !llvm.ptr) {
  %0 = llvm.mlir.constant(0 : i64) : i64
  %1 = llvm.mlir.constant(100 : i64) : i64
  llvm.call @small(%0, %1, %p) : (i64, i64, !llvm.ptr) -> ()
  llvm.call @large(%0, %1, %p) : (i64, i64, !llvm.ptr) -> ()
  llvm.return
}
