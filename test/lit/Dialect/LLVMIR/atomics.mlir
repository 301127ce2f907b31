// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// llvm.atomicrmw and llvm.cmpxchg; the CHECK lines are what mlir-opt-22
// prints for this input.

// CHECK-LABEL: llvm.func @atomicrmw
llvm.func @atomicrmw(%p: !llvm.ptr, %g: !llvm.ptr<1>, %s: !llvm.ptr<3>, %i: i32, %l: i64, %f: f32, %d: f64, %q: !llvm.ptr) {
  // CHECK: llvm.atomicrmw xchg %{{.*}}, %{{.*}} monotonic : !llvm.ptr, i32
  %0 = llvm.atomicrmw xchg %p, %i monotonic : !llvm.ptr, i32
  // CHECK: llvm.atomicrmw add %{{.*}}, %{{.*}} acquire : !llvm.ptr<1>, i64
  %1 = llvm.atomicrmw add %g, %l acquire : !llvm.ptr<1>, i64
  // CHECK: llvm.atomicrmw sub %{{.*}}, %{{.*}} release : !llvm.ptr<3>, i32
  %2 = llvm.atomicrmw sub %s, %i release : !llvm.ptr<3>, i32
  // CHECK: llvm.atomicrmw _and %{{.*}}, %{{.*}} acq_rel : !llvm.ptr, i32
  %3 = llvm.atomicrmw _and %p, %i acq_rel : !llvm.ptr, i32
  // CHECK: llvm.atomicrmw _or %{{.*}}, %{{.*}} seq_cst : !llvm.ptr, i32
  %4 = llvm.atomicrmw _or %p, %i seq_cst : !llvm.ptr, i32
  // CHECK: llvm.atomicrmw _xor %{{.*}}, %{{.*}} monotonic : !llvm.ptr, i64
  %5 = llvm.atomicrmw _xor %p, %l monotonic : !llvm.ptr, i64
  // CHECK: llvm.atomicrmw max %{{.*}}, %{{.*}} monotonic : !llvm.ptr, i32
  %6 = llvm.atomicrmw max %p, %i monotonic : !llvm.ptr, i32
  // CHECK: llvm.atomicrmw min %{{.*}}, %{{.*}} monotonic : !llvm.ptr, i32
  %7 = llvm.atomicrmw min %p, %i monotonic : !llvm.ptr, i32
  // CHECK: llvm.atomicrmw umax %{{.*}}, %{{.*}} monotonic : !llvm.ptr, i64
  %8 = llvm.atomicrmw umax %p, %l monotonic : !llvm.ptr, i64
  // CHECK: llvm.atomicrmw umin %{{.*}}, %{{.*}} monotonic : !llvm.ptr, i32
  %9 = llvm.atomicrmw umin %p, %i monotonic : !llvm.ptr, i32
  // CHECK: llvm.atomicrmw fadd %{{.*}}, %{{.*}} monotonic : !llvm.ptr<1>, f32
  %10 = llvm.atomicrmw fadd %g, %f monotonic : !llvm.ptr<1>, f32
  // CHECK: llvm.atomicrmw fsub %{{.*}}, %{{.*}} monotonic : !llvm.ptr, f64
  %11 = llvm.atomicrmw fsub %p, %d monotonic : !llvm.ptr, f64
  // CHECK: llvm.atomicrmw fmax %{{.*}}, %{{.*}} monotonic : !llvm.ptr, f32
  %12 = llvm.atomicrmw fmax %p, %f monotonic : !llvm.ptr, f32
  // CHECK: llvm.atomicrmw uinc_wrap %{{.*}}, %{{.*}} monotonic : !llvm.ptr, i32
  %13 = llvm.atomicrmw uinc_wrap %p, %i monotonic : !llvm.ptr, i32
  // CHECK: llvm.atomicrmw xchg %{{.*}}, %{{.*}} monotonic : !llvm.ptr, !llvm.ptr
  %14 = llvm.atomicrmw xchg %p, %q monotonic : !llvm.ptr, !llvm.ptr
  // CHECK: llvm.atomicrmw volatile add %{{.*}}, %{{.*}} syncscope("agent") seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
  %15 = llvm.atomicrmw volatile add %p, %i syncscope("agent") seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
  llvm.return
}

// CHECK-LABEL: llvm.func @cmpxchg
llvm.func @cmpxchg(%p: !llvm.ptr, %g: !llvm.ptr<1>, %i: i32, %l: i64, %q: !llvm.ptr) -> i1 {
  // CHECK: llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} acq_rel monotonic : !llvm.ptr, i32
  %0 = llvm.cmpxchg %p, %i, %i acq_rel monotonic : !llvm.ptr, i32
  // CHECK: llvm.cmpxchg weak volatile %{{.*}}, %{{.*}}, %{{.*}} syncscope("block") seq_cst acquire {alignment = 8 : i64} : !llvm.ptr<1>, i64
  %1 = llvm.cmpxchg weak volatile %g, %l, %l syncscope("block") seq_cst acquire {alignment = 8 : i64} : !llvm.ptr<1>, i64
  // CHECK: llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} monotonic monotonic : !llvm.ptr, !llvm.ptr
  %2 = llvm.cmpxchg %p, %q, %q monotonic monotonic : !llvm.ptr, !llvm.ptr
  // CHECK: llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i32, i1)>
  %3 = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)>
  llvm.return %3 : i1
}
