// RUN: strata-opt %s -split-input-file --canonicalize | FileCheck %s
// RUN: strata-opt %s -split-input-file --canonicalize --strata-diff-check > /dev/null

// tensor.reshape folds, and tensor.dim of it reads the shape operand, as
// upstream's (checked against mlir-opt-22).

// CHECK-LABEL: func.func @reshape_of_reshape
// CHECK-NEXT:    %[[R:.*]] = tensor.reshape %arg0(%arg2) : (tensor<2x6xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
// CHECK-NEXT:    return %[[R]]
func.func @reshape_of_reshape(%a: tensor<2x6xf32>, %s1: tensor<1xindex>, %s2: tensor<3xindex>) -> tensor<?x?x?xf32> {
  %0 = tensor.reshape %a(%s1) : (tensor<2x6xf32>, tensor<1xindex>) -> tensor<?xf32>
  %1 = tensor.reshape %0(%s2) : (tensor<?xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
  return %1 : tensor<?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_splat_and_1d
// CHECK-NEXT:    %[[C:.*]] = arith.constant dense<-3> : tensor<2x2xi64>
// CHECK-NEXT:    return %[[C]], %arg0
func.func @reshape_splat_and_1d(%a: tensor<?xf32>, %s: tensor<1xi32>, %t: tensor<2xindex>) -> (tensor<2x2xi64>, tensor<?xf32>) {
  %c = arith.constant dense<-3> : tensor<4xi64>
  %0 = tensor.reshape %c(%t) : (tensor<4xi64>, tensor<2xindex>) -> tensor<2x2xi64>
  %1 = tensor.reshape %a(%s) : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
  return %0, %1 : tensor<2x2xi64>, tensor<?xf32>
}

// -----

// A shape of the source's own sizes gives the source back; of other
// sizes, or swapped, the reshape stays.
// CHECK-LABEL: func.func @reshape_own_shape
// CHECK:         %[[R:.*]] = tensor.reshape %arg0
// CHECK-NEXT:    return %arg0, %[[R]]
func.func @reshape_own_shape(%a: tensor<0x?xf32>) -> (tensor<0x?xf32>, tensor<0x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d1 = tensor.dim %a, %c1 : tensor<0x?xf32>
  %s = tensor.from_elements %c0, %d1 : tensor<2xindex>
  %0 = tensor.reshape %a(%s) : (tensor<0x?xf32>, tensor<2xindex>) -> tensor<0x?xf32>
  %t = tensor.from_elements %d1, %c0 : tensor<2xindex>
  %1 = tensor.reshape %a(%t) : (tensor<0x?xf32>, tensor<2xindex>) -> tensor<0x?xf32>
  return %0, %1 : tensor<0x?xf32>, tensor<0x?xf32>
}

// -----

// CHECK-LABEL: func.func @dim_of_reshape
// CHECK-NEXT:    %[[E:.*]] = tensor.extract %arg1[%arg2] : tensor<2xi64>
// CHECK-NEXT:    %[[I:.*]] = arith.index_cast %[[E]] : i64 to index
// CHECK-NEXT:    return %[[I]]
func.func @dim_of_reshape(%a: tensor<8xf32>, %s: tensor<2xi64>, %i: index) -> index {
  %0 = tensor.reshape %a(%s) : (tensor<8xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %1 = tensor.dim %0, %i : tensor<?x?xf32>
  return %1 : index
}
