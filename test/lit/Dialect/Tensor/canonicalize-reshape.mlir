// RUN: strata-opt %s -split-input-file --canonicalize | FileCheck %s
// RUN: strata-opt %s -split-input-file --canonicalize --strata-diff-check > /dev/null

// Reshapes of reshapes compose; which compose follows upstream's
// tensor canonicalizations (checked against mlir-opt-22).

// CHECK-LABEL: func.func @collapse_collapse
// CHECK-NEXT:    %[[C:.*]] = tensor.collapse_shape %arg0 {{\[}}[0, 1, 2, 3]] : tensor<2x?x3x4xf32> into tensor<?xf32>
// CHECK-NEXT:    return %[[C]]
func.func @collapse_collapse(%a: tensor<2x?x3x4xf32>) -> tensor<?xf32> {
  %0 = tensor.collapse_shape %a [[0, 1], [2, 3]] : tensor<2x?x3x4xf32> into tensor<?x12xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<?x12xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_collapse_rank0
// CHECK-NEXT:    %[[C:.*]] = tensor.collapse_shape %arg0 [] : tensor<1x1xi32> into tensor<i32>
// CHECK-NEXT:    return %[[C]]
func.func @collapse_collapse_rank0(%a: tensor<1x1xi32>) -> tensor<i32> {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<1x1xi32> into tensor<1xi32>
  %1 = tensor.collapse_shape %0 [] : tensor<1xi32> into tensor<i32>
  return %1 : tensor<i32>
}

// -----

// CHECK-LABEL: func.func @expand_expand
// CHECK-NEXT:    %[[E:.*]] = tensor.expand_shape %arg0 {{\[}}[0, 1, 2]] output_shape [2, %arg1, 3] : tensor<?xf32> into tensor<2x?x3xf32>
// CHECK-NEXT:    return %[[E]]
func.func @expand_expand(%a: tensor<?xf32>, %n: index, %m: index) -> tensor<2x?x3xf32> {
  %0 = tensor.expand_shape %a [[0, 1]] output_shape [2, %m] : tensor<?xf32> into tensor<2x?xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2]] output_shape [2, %n, 3] : tensor<2x?xf32> into tensor<2x?x3xf32>
  return %1 : tensor<2x?x3xf32>
}

// -----

// An expand then a collapse by other groups: the expand's groups that end
// in a collapsed group make it.
// CHECK-LABEL: func.func @collapse_of_expand
// CHECK-NEXT:    %[[C:.*]] = tensor.collapse_shape %arg0 {{\[}}[0, 1], [2]] : tensor<3x4x5xf32> into tensor<12x5xf32>
// CHECK-NEXT:    return %[[C]]
func.func @collapse_of_expand(%a: tensor<3x4x5xf32>) -> tensor<12x5xf32> {
  %0 = tensor.expand_shape %a [[0], [1], [2, 3]] output_shape [3, 4, 5, 1] : tensor<3x4x5xf32> into tensor<3x4x5x1xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2, 3]] : tensor<3x4x5x1xf32> into tensor<12x5xf32>
  return %1 : tensor<12x5xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_expand_to_expand
// CHECK-NEXT:    %[[E:.*]] = tensor.expand_shape %arg0 {{\[}}[0, 1]] output_shape [4, 0] : tensor<0xf32> into tensor<4x0xf32>
// CHECK-NEXT:    return %[[E]]
func.func @collapse_of_expand_to_expand(%a: tensor<0xf32>) -> tensor<4x0xf32> {
  %0 = tensor.expand_shape %a [[0, 1, 2]] output_shape [4, 0, 1] : tensor<0xf32> into tensor<4x0x1xf32>
  %1 = tensor.collapse_shape %0 [[0], [1, 2]] : tensor<4x0x1xf32> into tensor<4x0xf32>
  return %1 : tensor<4x0xf32>
}

// -----

// Groups that straddle do not compose.
// CHECK-LABEL: func.func @collapse_of_expand_straddle
// CHECK-NEXT:    tensor.expand_shape
// CHECK-NEXT:    tensor.collapse_shape
func.func @collapse_of_expand_straddle(%a: tensor<4x6xf32>) -> tensor<2x12xf32> {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 2, 6] : tensor<4x6xf32> into tensor<2x2x6xf32>
  %1 = tensor.collapse_shape %0 [[0], [1, 2]] : tensor<2x2x6xf32> into tensor<2x12xf32>
  return %1 : tensor<2x12xf32>
}

// -----

// A collapse then an expand regroup static sizes.
// CHECK-LABEL: func.func @expand_of_collapse
// CHECK-NEXT:    %[[C:.*]] = tensor.collapse_shape %arg0 {{\[}}[0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
// CHECK-NEXT:    return %[[C]]
func.func @expand_of_collapse(%a: tensor<2x3x4x5xf32>) -> tensor<6x4x5xf32> {
  %0 = tensor.collapse_shape %a [[0, 1, 2, 3]] : tensor<2x3x4x5xf32> into tensor<120xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2]] output_shape [6, 4, 5] : tensor<120xf32> into tensor<6x4x5xf32>
  return %1 : tensor<6x4x5xf32>
}

// -----

// Two dynamic sizes on both sides of one group do not regroup, and an
// expand of a collapse by the same groups is kept: %n and %m need not be
// the sizes of %a.
// CHECK-LABEL: func.func @expand_of_collapse_dynamic
// CHECK-NEXT:    tensor.collapse_shape
// CHECK-NEXT:    tensor.expand_shape
// CHECK-LABEL: func.func @expand_of_collapse_same_groups
// CHECK-NEXT:    tensor.collapse_shape
// CHECK-NEXT:    tensor.expand_shape
func.func @expand_of_collapse_dynamic(%a: tensor<?x?x4xf32>, %n: index, %m: index) -> tensor<?x?x2x2xf32> {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2, 3]] output_shape [%n, %m, 2, 2] : tensor<?x4xf32> into tensor<?x?x2x2xf32>
  return %1 : tensor<?x?x2x2xf32>
}
func.func @expand_of_collapse_same_groups(%a: tensor<?x?xf32>, %n: index, %m: index) -> tensor<?x?xf32> {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%n, %m] : tensor<?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

// One dynamic size per group: the expand gives the collapsed tensor back.
// CHECK-LABEL: func.func @expand_of_collapse_inverse
// CHECK-NEXT:    return %arg0
func.func @expand_of_collapse_inverse(%a: tensor<?x4xf32>, %n: index) -> tensor<?x4xf32> {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_cast
// CHECK-NEXT:    %[[C:.*]] = tensor.collapse_shape %arg0 {{\[}}[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK-NEXT:    %[[R:.*]] = tensor.cast %[[C]] : tensor<6xf32> to tensor<?xf32>
// CHECK-NEXT:    return %[[R]]
func.func @collapse_of_cast(%a: tensor<2x3xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %a : tensor<2x3xf32> to tensor<?x3xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<?x3xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

// A cast that makes the source more static stays.
// CHECK-LABEL: func.func @collapse_of_cast_more_static
// CHECK-NEXT:    tensor.cast
// CHECK-NEXT:    tensor.collapse_shape
func.func @collapse_of_cast_more_static(%a: tensor<?x3xf32>) -> tensor<6xf32> {
  %0 = tensor.cast %a : tensor<?x3xf32> to tensor<2x3xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  return %1 : tensor<6xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_constants
// CHECK-DAG:     arith.constant dense<{{\[}}[1, 2], [3, 4]]> : tensor<2x2xi32>
// CHECK-DAG:     arith.constant dense<7> : tensor<2x1x3xi8>
// CHECK-DAG:     arith.constant dense<5> : tensor<i64>
// CHECK-NOT:     _shape
func.func @reshape_constants() -> (tensor<2x2xi32>, tensor<2x1x3xi8>, tensor<i64>) {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %0 = tensor.expand_shape %c [[0, 1]] output_shape [2, 2] : tensor<4xi32> into tensor<2x2xi32>
  %s = arith.constant dense<7> : tensor<6xi8>
  %1 = tensor.expand_shape %s [[0, 1, 2]] output_shape [2, 1, 3] : tensor<6xi8> into tensor<2x1x3xi8>
  %z = arith.constant dense<5> : tensor<1x1xi64>
  %2 = tensor.collapse_shape %z [] : tensor<1x1xi64> into tensor<i64>
  return %0, %1, %2 : tensor<2x2xi32>, tensor<2x1x3xi8>, tensor<i64>
}

// -----

// CHECK-LABEL: func.func @reshape_splat_and_elements
// CHECK-NEXT:    %[[S:.*]] = tensor.splat %arg0 : tensor<6xf32>
// CHECK-NEXT:    %[[F:.*]] = tensor.from_elements %arg0, %arg0 : tensor<2x1xf32>
// CHECK-NEXT:    return %[[S]], %[[F]]
func.func @reshape_splat_and_elements(%x: f32) -> (tensor<6xf32>, tensor<2x1xf32>) {
  %s = tensor.splat %x : tensor<2x3xf32>
  %0 = tensor.collapse_shape %s [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %f = tensor.from_elements %x, %x : tensor<2xf32>
  %1 = tensor.expand_shape %f [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
  return %0, %1 : tensor<6xf32>, tensor<2x1xf32>
}

// -----

// A splat of dynamic size is kept.
// CHECK-LABEL: func.func @reshape_dynamic_splat
// CHECK-NEXT:    tensor.splat
// CHECK-NEXT:    tensor.collapse_shape
func.func @reshape_dynamic_splat(%x: f32, %n: index) -> tensor<?xf32> {
  %s = tensor.splat %x[%n] : tensor<?x3xf32>
  %0 = tensor.collapse_shape %s [[0, 1]] : tensor<?x3xf32> into tensor<?xf32>
  return %0 : tensor<?xf32>
}
