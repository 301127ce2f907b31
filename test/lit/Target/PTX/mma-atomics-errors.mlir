// RUN: not strata-translate --mlir-to-ptx --chip=sm_75 %s 2>&1 | FileCheck %s

// What PTX cannot do is a diagnostic at the op.

llvm.func @k(%g: !llvm.ptr<1>, %d: f64, %i: i32, %f: f32) attributes {nvvm.kernel} {
  // CHECK: error: 'llvm.atomicrmw' op PTX has no atomic 'fmax' on f64
  %0 = llvm.atomicrmw fmax %g, %d monotonic : !llvm.ptr<1>, f64
  llvm.return
}
