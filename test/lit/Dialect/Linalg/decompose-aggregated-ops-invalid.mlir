// strata-linalg-decompose-aggregated-ops refuses a softmax of integers (the op's verifier allows
// any element type shared by input and output; the exponential needs floats).
// RUN: not strata-opt %s --strata-linalg-decompose-aggregated-ops 2>&1 | FileCheck %s
// CHECK: decompose-aggregated-ops-invalid.mlir:7:8: error: 'linalg.softmax' op softmax of i32: only floats have one
func.func @ints(%x: tensor<4xi32>) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %r = linalg.softmax dimension(0) ins(%x : tensor<4xi32>) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
