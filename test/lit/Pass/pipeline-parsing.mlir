// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=3 test-convergence},cse),symbol-dce)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: strata-opt %s -canonicalize="max-iterations=3 test-convergence" -cse --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAGS
// RUN: strata-opt %s --pass-pipeline='builtin.module( any( cse ) , canonicalize{ region-simplify="aggressive" disable-patterns=a,b,c } )' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPACES
// RUN: strata-opt %s --pass-pipeline='any(cse)' | FileCheck %s --check-prefix=ANY
// RUN: strata-opt %s -convert-linalg-to-loops -canonicalize -convert-torch-to-linalg -convert-torch-to-arith -cse --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=IMPLICIT

// NESTED: Pass Manager with 3 passes:
// NESTED-NEXT: builtin.module(func.func(canonicalize{max-iterations=3 test-convergence=true},cse),symbol-dce)

// FLAGS: Pass Manager with 2 passes:
// FLAGS-NEXT: builtin.module(canonicalize{max-iterations=3 test-convergence=true},cse)

// Passes given as flags nest implicitly, as mlir-opt's: a pass anchored
// on func.func runs on every function of the module, consecutive ones in
// one nested pipeline.
// IMPLICIT: Pass Manager with 5 passes:
// IMPLICIT-NEXT: builtin.module(convert-linalg-to-loops,canonicalize,func.func(convert-torch-to-linalg,convert-torch-to-arith),cse)

// SPACES: builtin.module(any(cse),canonicalize{region-simplify=aggressive disable-patterns=a,b,c})

// ANY-LABEL: func.func @f
// ANY-NEXT:    return
func.func @f() {
  return
}
