// RUN: strata-opt %s -split-input-file --canonicalize | FileCheck %s
// RUN: strata-opt %s -split-input-file --canonicalize --strata-diff-check > /dev/null

// tensor.pad canonicalizes as upstream's (checked against mlir-opt-22).

// CHECK-LABEL: func.func @pad_nothing
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %arg0 : tensor<?x3xf32> to tensor<0x3xf32>
// CHECK-NEXT:    return %arg1, %[[C]]
func.func @pad_nothing(%a: tensor<?x3xf32>, %b: tensor<2x3xf32>, %i: index, %v: f32) -> (tensor<2x3xf32>, tensor<0x3xf32>) {
  %c0 = arith.constant 0 : index
  %0 = tensor.pad %b low[%i, 0] high[0, %i] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f32
  } : tensor<2x3xf32> to tensor<2x3xf32>
  %1 = tensor.pad %a low[%c0, 0] high[0, %c0] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f32
  } : tensor<?x3xf32> to tensor<0x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<0x3xf32>
}

// -----

// nofold keeps the pad.
// CHECK-LABEL: func.func @pad_nofold
// CHECK:         tensor.pad %arg0 nofold
func.func @pad_nofold(%b: tensor<2x3xf32>, %v: f32) -> tensor<2x3xf32> {
  %0 = tensor.pad %b nofold low[0, 0] high[0, 0] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f32
  } : tensor<2x3xf32> to tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @pad_constants
// CHECK:         %[[P:.*]] = tensor.pad %arg0 low[2, %arg1] high[0, 1]
// CHECK:         } : tensor<3x?xi32> to tensor<5x?xi32>
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %[[P]] : tensor<5x?xi32> to tensor<?x?xi32>
// CHECK-NEXT:    return %[[C]]
func.func @pad_constants(%a: tensor<3x?xi32>, %i: index, %v: i32) -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.pad %a low[%c2, %i] high[%c0, %c1] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : i32
  } : tensor<3x?xi32> to tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// -----

// A widening cast of the source is read through; a more static cast of
// a pad used once becomes its type.
// CHECK-LABEL: func.func @pad_casts
// CHECK:         %[[P:.*]] = tensor.pad %arg0 low[%arg1, 0] high[0, 0]
// CHECK:         } : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK:         %[[Q:.*]] = tensor.pad %arg0 low[0, 0] high[%arg1, 0]
// CHECK:         } : tensor<4x?xf32> to tensor<6x?xf32>
// CHECK:         return %[[P]], %[[Q]]
func.func @pad_casts(%a: tensor<4x?xf32>, %i: index, %v: f32) -> (tensor<?x?xf32>, tensor<6x?xf32>) {
  %c = tensor.cast %a : tensor<4x?xf32> to tensor<?x?xf32>
  %0 = tensor.pad %c low[%i, 0] high[0, 0] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.pad %a low[0, 0] high[%i, 0] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<?x?xf32>
  %2 = tensor.cast %1 : tensor<?x?xf32> to tensor<6x?xf32>
  return %0, %2 : tensor<?x?xf32>, tensor<6x?xf32>
}

// -----

// Pads of pads by one constant value merge; dynamic amounts add through
// affine.apply.
// CHECK-LABEL: func.func @pad_of_pad
// CHECK-DAG:     %[[S:.*]] = affine.apply #{{.*}}()[%arg2, %arg1]
// CHECK-DAG:     %[[C:.*]] = arith.constant 0 : i32
// CHECK:         tensor.pad %arg0 low[%arg1, 0] high[%[[S]], 3]
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      tensor.yield %[[C]] : i32
// CHECK:         } : tensor<?x2xi32> to tensor<?x5xi32>
func.func @pad_of_pad(%a: tensor<?x2xi32>, %i: index, %j: index) -> tensor<?x5xi32> {
  %c = arith.constant 0 : i32
  %0 = tensor.pad %a low[0, 0] high[%i, 1] {
  ^bb0(%x: index, %y: index):
    tensor.yield %c : i32
  } : tensor<?x2xi32> to tensor<?x3xi32>
  %1 = tensor.pad %0 low[%i, 0] high[%j, 2] {
  ^bb0(%x: index, %y: index):
    tensor.yield %c : i32
  } : tensor<?x3xi32> to tensor<?x5xi32>
  return %1 : tensor<?x5xi32>
}

// -----

// A padding value computed in the body is not one value: no merge.
// CHECK-LABEL: func.func @pad_of_pad_computed_value
// CHECK:         tensor.pad
// CHECK:         tensor.pad
func.func @pad_of_pad_computed_value(%a: tensor<2xindex>) -> tensor<6xindex> {
  %0 = tensor.pad %a low[1] high[1] {
  ^bb0(%x: index):
    tensor.yield %x : index
  } : tensor<2xindex> to tensor<4xindex>
  %1 = tensor.pad %0 low[1] high[1] {
  ^bb0(%x: index):
    tensor.yield %x : index
  } : tensor<4xindex> to tensor<6xindex>
  return %1 : tensor<6xindex>
}
