// RUN: not strata-opt %s -test-pass-create-invalid-ir 2>&1 | FileCheck %s
// RUN: strata-opt %s -test-pass-create-invalid-ir --verify-each=false | FileCheck %s --check-prefix=NOVERIFY

// CHECK: error: 'func.return' op must be the last operation in the parent block
// CHECK: note: the IR is invalid after running pass 'test-pass-create-invalid-ir' on 'builtin.module' operation

// NOVERIFY: return
// NOVERIFY-NEXT: return

func.func @f() {
  return
}
