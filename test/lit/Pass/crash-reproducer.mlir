// RUN: rm -f %t
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(cse,test-pass-crash))' --mlir-pass-pipeline-crash-reproducer=%t 2>&1 | FileCheck %s
// RUN: cat %t | FileCheck %s --check-prefix=REPRO
// RUN: not strata-opt %t --run-reproducer 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(test-pass-failure))' --mlir-pass-pipeline-crash-reproducer=%t 2>&1 | FileCheck %s --check-prefix=FAILURE

// CHECK: error: pass 'test-pass-crash' crashed while running on 'func.func' operation: @crashy: test-pass-crash: deliberate crash
// CHECK: error: Failures have been detected while processing an MLIR pass pipeline
// CHECK: note: Pipeline failed while executing [`TestCrashPass` on 'func.func' operation: @crashy]: reproducer generated at `{{.*}}`

// REPRO: module {
// REPRO-NEXT:   func.func @crashy() {
// REPRO: {-#
// REPRO-NEXT:   external_resources: {
// REPRO-NEXT:     mlir_reproducer: {
// REPRO-NEXT:       pipeline: "builtin.module(func.func(cse,test-pass-crash))",
// REPRO-NEXT:       disable_threading: false,
// REPRO-NEXT:       verify_each: true
// REPRO-NEXT:     }
// REPRO-NEXT:   }
// REPRO-NEXT: #-}

// REPLAY: error: pass 'test-pass-crash' crashed while running on 'func.func' operation: @crashy

// FAILURE: error: 'func.func' op test-pass-failure: deliberate failure
// FAILURE: note: Pipeline failed while executing [`TestFailurePass` on 'func.func' operation: @crashy]: reproducer generated at

func.func @crashy() {
  return
}
