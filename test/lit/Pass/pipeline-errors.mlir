// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(foo))' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(cse)' 2>&1 | FileCheck %s --check-prefix=PARENS
// RUN: not strata-opt %s --pass-pipeline='builtin.module(cse{)' 2>&1 | FileCheck %s --check-prefix=BRACE
// RUN: not strata-opt %s --pass-pipeline='builtin.module(cse{foo=1})' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not strata-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=abc})' 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not strata-opt %s --pass-pipeline='cse' 2>&1 | FileCheck %s --check-prefix=NOANCHOR
// RUN: not strata-opt %s --pass-pipeline='func.func(cse)' 2>&1 | FileCheck %s --check-prefix=WRONGANCHOR
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(symbol-dce))' 2>&1 | FileCheck %s --check-prefix=NOTABLE
// RUN: not strata-opt %s --pass-pipeline='builtin.module(cse)' -cse 2>&1 | FileCheck %s --check-prefix=BOTH

// UNKNOWN: MLIR Textual PassPipeline Parser:1:26: error: 'foo' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: builtin.module(func.func(foo))
// UNKNOWN-NEXT: {{^                         \^}}

// PARENS: error: encountered unbalanced parentheses while parsing pipeline
// BRACE: error: missing closing '}' while processing pass options
// OPTION: failed to add `cse` with options `foo=1`: no such option foo
// VALUE: invalid value 'abc' for option max-iterations: expected an integer
// NOANCHOR: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// WRONGANCHOR: error: can't run 'func.func' pass manager on 'builtin.module' op
// NOTABLE: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// BOTH: '-pass-pipeline' option can't be used with individual pass options

func.func @f() {
  return
}
