// strata-partition's errors: no backend given, a backend that is not there,
// a malformed op list.
// RUN: not strata-opt %s --strata-partition 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: env PATH=%S/Inputs not strata-opt %s --strata-partition=target=nowhere 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not strata-opt %s '--strata-partition=ops=matmul' 2>&1 | FileCheck %s --check-prefix=BADOP

// NONE: error: 'builtin.module' op strata-partition: give target=NAME or ops=OP,...
// MISSING: error: 'builtin.module' op strata-partition: no backend "nowhere": not built in, and no strata-backend-nowhere on PATH
// BADOP: error: 'builtin.module' op strata-partition: op "matmul": want a full op name (dialect.op)
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
