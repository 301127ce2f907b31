// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

// TIMING: ===-------------------------------------------------------------------------===
// TIMING-NEXT: ... Execution time report ...
// TIMING-NEXT: ===-------------------------------------------------------------------------===
// TIMING-NEXT: Total Execution Time: {{[0-9]+\.[0-9]+}} seconds
// TIMING-EMPTY:
// TIMING-NEXT: ----Wall Time----  ----Name----
// TIMING-NEXT: {{[0-9]+\.[0-9]+}} ({{.*}}%)  'func.func' Pipeline
// TIMING-NEXT: {{[0-9]+\.[0-9]+}} ({{.*}}%)    CSE
// TIMING-NEXT: {{[0-9]+\.[0-9]+}} ({{.*}}%)    Canonicalizer
// TIMING-NEXT: {{[0-9]+\.[0-9]+}} ({{.*}}%)  SymbolDCE
// TIMING: {{[0-9]+\.[0-9]+}} (100.0%)  Total

// STATS: ... Pass statistics report ...
// STATS: 'func.func' Pipeline
// STATS-NEXT:   CSE
// STATS-NEXT:     (S) 1 num-cse'd - Number of operations CSE'd
// STATS-NEXT:     (S) 0 num-dce'd - Number of operations DCE'd
// STATS-NEXT:   Canonicalizer
// STATS: SymbolDCE
// STATS-NEXT:   (S) 1 num-dce'd - Number of symbols DCE'd

func.func @foo(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func private @dead() {
  return
}
