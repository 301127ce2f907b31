// sparse<indices, values> elements attributes print as mlir-opt-22 prints them: a single coordinate
// or a single value shared by all coordinates collapses to one literal, no coordinates to sparse<>;
// the generic form reads back; the interpreter sees zeros except at the listed coordinates.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-run %s --entry values | FileCheck %s --check-prefix=RUNS

// CHECK-LABEL: func.func @values
// CHECK: arith.constant sparse<{{\[\[}}0, 1], [2, 0]], [7, -8]> : tensor<3x2xi32>
// CHECK: arith.constant sparse<1, 2.500000e+00> : tensor<2x2xf16>
// CHECK: arith.constant sparse<{{\[\[}}0], [3]], 1.000000e+00> : tensor<4xf32>
// CHECK: arith.constant sparse<> : tensor<2xi8>
// RUNS:      {{\[\[}} 0,  7],
// RUNS-NEXT:  [ 0,  0],
// RUNS-NEXT:  [-8,  0]]
// RUNS:      {{\[\[}}  0,   0],
// RUNS-NEXT:  [  0, 2.5]]
// RUNS:      [1, 0, 0, 1]
// RUNS:      [0, 0]
func.func @values() -> (tensor<3x2xi32>, tensor<2x2xf16>, tensor<4xf32>, tensor<2xi8>) {
  %a = arith.constant sparse<[[0, 1], [2, 0]], [7, -8]> : tensor<3x2xi32>
  %b = arith.constant sparse<[[1, 1]], [2.5]> : tensor<2x2xf16>
  %c = arith.constant sparse<[[0], [3]], 1.0> : tensor<4xf32>
  %d = arith.constant sparse<[], []> : tensor<2xi8>
  return %a, %b, %c, %d : tensor<3x2xi32>, tensor<2x2xf16>, tensor<4xf32>, tensor<2xi8>
}
