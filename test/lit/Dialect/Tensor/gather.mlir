// tensor.gather and tensor.scatter round-trip as mlir-opt-22 prints them: full and rank-reduced
// slices, `unique`, dynamic batch sizes, i32 and index coordinates, a batch of rank 0, and the
// generic form (dims as a dense i64 array, unique a unit property).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @gather(
// CHECK: %[[A:.*]] = tensor.gather %arg0[%arg1] gather_dims([0, 1]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1x6xf32>
// CHECK: %[[B:.*]] = tensor.gather %arg0[%arg1] gather_dims([0, 1]) unique : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x6xf32>
// CHECK: tensor.gather %arg0[%arg2] gather_dims([2]) : (tensor<4x5x6xf32>, tensor<?x1xi32>) -> tensor<?x4x5x1xf32>
// CHECK: tensor.gather %arg0[%arg3] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<2xi8>) -> tensor<5xf32>
// CHECK: tensor.scatter %[[A]] into %arg0[%arg1] scatter_dims([0, 1]) unique : (tensor<1x2x1x1x6xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
// CHECK: tensor.scatter %[[B]] into %arg0[%arg1] scatter_dims([0, 1]) unique {tag} : (tensor<1x2x6xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
// GENERIC: "tensor.gather"(%{{.*}}, %{{.*}}) <{gather_dims = array<i64: 0, 1>}> : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1x6xf32>
// GENERIC: "tensor.gather"(%{{.*}}, %{{.*}}) <{gather_dims = array<i64: 0, 1>, unique}>
// GENERIC: "tensor.scatter"(%{{.*}}, %{{.*}}, %{{.*}}) <{scatter_dims = array<i64: 0, 1>, unique}> : (tensor<1x2x1x1x6xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
func.func @gather(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>, %j: tensor<?x1xi32>, %k: tensor<2xi8>) -> (tensor<4x5x6xf32>, tensor<4x5x6xf32>, tensor<?x4x5x1xf32>, tensor<5xf32>) {
  %a = tensor.gather %s[%i] gather_dims([0, 1]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1x6xf32>
  %b = tensor.gather %s[%i] gather_dims([0, 1]) unique : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x6xf32>
  %c = tensor.gather %s[%j] gather_dims([2]) : (tensor<4x5x6xf32>, tensor<?x1xi32>) -> tensor<?x4x5x1xf32>
  %d = tensor.gather %s[%k] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<2xi8>) -> tensor<5xf32>
  %e = tensor.scatter %a into %s[%i] scatter_dims([0, 1]) unique : (tensor<1x2x1x1x6xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  %f = tensor.scatter %b into %s[%i] scatter_dims([0, 1]) unique {tag} : (tensor<1x2x6xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return %e, %f, %c, %d : tensor<4x5x6xf32>, tensor<4x5x6xf32>, tensor<?x4x5x1xf32>, tensor<5xf32>
}
