// tensor.dim with a constant index past the rank verifies, as upstream: the verifier does not look
// at the index's producer. Canonicalization leaves it alone; the interpreter reports it when run.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: not strata-run %s --entry past_rank 2>&1 | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @past_rank
// CHECK: tensor.dim %{{.*}}, %{{.*}} : tensor<2x?xf32>
// CANON-LABEL: func.func @past_rank
// CANON: %[[D:.*]] = tensor.dim
// CANON: return %[[D]]
// EXEC: error: 'tensor.dim' op dimension 2 is out of bounds for a tensor of rank 2
func.func @past_rank() -> index {
  %c5 = arith.constant 5 : index
  %t = tensor.empty(%c5) : tensor<2x?xf32>
  %c2 = arith.constant 2 : index
  %d = tensor.dim %t, %c2 : tensor<2x?xf32>
  return %d : index
}
