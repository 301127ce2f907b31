// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=3 test-convergence},cse),symbol-dce)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: strata-opt %s -canonicalize="max-iterations=3 test-convergence" -cse --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAGS
// RUN: strata-opt %s --pass-pipeline='builtin.module( any( cse ) , canonicalize{ region-simplify="aggressive" disable-patterns=a,b,c } )' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPACES
// RUN: strata-opt %s --pass-pipeline='any(cse)' | FileCheck %s --check-prefix=ANY

// NESTED: Pass Manager with 3 passes:
// NESTED-NEXT: builtin.module(func.func(canonicalize{max-iterations=3 test-convergence=true},cse),symbol-dce)

// FLAGS: Pass Manager with 2 passes:
// FLAGS-NEXT: builtin.module(canonicalize{max-iterations=3 test-convergence=true},cse)

// SPACES: builtin.module(any(cse),canonicalize{region-simplify=aggressive disable-patterns=a,b,c})

// ANY-LABEL: func.func @f
// ANY-NEXT:    return
func.func @f() {
  return
}
