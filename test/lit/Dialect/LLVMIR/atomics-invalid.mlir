// RUN: strata-opt %s -split-input-file -verify-diagnostics

// The messages are upstream's (mlir-opt-22).

llvm.func @rmw_float_add(%p: !llvm.ptr, %d: f64) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %d monotonic : !llvm.ptr, f64
  llvm.return
}

// -----

llvm.func @rmw_int_fadd(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %i monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @rmw_i1(%p: !llvm.ptr, %b: i1) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %b monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

llvm.func @rmw_unordered(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %i unordered : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @rmw_kind(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{custom op 'llvm.atomicrmw' expected string or keyword containing one of the following enum values for attribute 'bin_op' [xchg, add, sub, _and, nand, _or, _xor, max, min, umax, umin, fadd, fsub, fmax, fmin, uinc_wrap, udec_wrap, usub_cond, usub_sat, fmaximum, fminimum]}}
  %0 = llvm.atomicrmw mul %p, %i monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @cmpxchg_failure_release(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %i, %i acq_rel release : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @cmpxchg_failure_acq_rel(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %i, %i monotonic acq_rel : !llvm.ptr, i32
  llvm.return
}
