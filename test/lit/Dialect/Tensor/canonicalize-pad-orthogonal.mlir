// RUN: strata-opt %s -split-input-file --canonicalize | FileCheck %s
// RUN: strata-opt %s -split-input-file --canonicalize --strata-diff-check > /dev/null

// A pad of a slice of a pad of a slice, the two pads padding different
// dims at the high end by one constant, folds into one slice and one pad
// (upstream's FoldOrthogonalPaddings; checked against mlir-opt-22).

// CHECK-LABEL: func.func @orthogonal
// CHECK-SAME:    (%[[X:.*]]: tensor<16x16xf32>)
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %[[S:.*]] = tensor.extract_slice %[[X]][2, 3] [6, 5] [1, 1] : tensor<16x16xf32> to tensor<6x5xf32>
// CHECK-NEXT:    %[[P:.*]] = tensor.pad %[[S]] low[0, 0] high[2, 3] {
// CHECK:         } : tensor<6x5xf32> to tensor<8x8xf32>
// CHECK-NEXT:    return %[[P]]
func.func @orthogonal(%x: tensor<16x16xf32>) -> tensor<8x8xf32> {
  %z = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %x[2, 0] [6, 16] [1, 1] : tensor<16x16xf32> to tensor<6x16xf32>
  %1 = tensor.pad %0 low[0, 0] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<6x16xf32> to tensor<8x16xf32>
  %2 = tensor.extract_slice %1[0, 3] [8, 5] [1, 1] : tensor<8x16xf32> to tensor<8x5xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<8x5xf32> to tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

// -----

// The inner slice may offset the dims the outer pair leaves alone; two
// equal constants are one padding value; the inner pad's nofold stays.
// CHECK-LABEL: func.func @inner_offsets
// CHECK-SAME:    (%[[X:.*]]: tensor<4x10x12xi32>)
// CHECK:         %[[S:.*]] = tensor.extract_slice %[[X]][1, 0, 4] [2, 10, 6] [1, 1, 1] : tensor<4x10x12xi32> to tensor<2x10x6xi32>
// CHECK-NEXT:    %[[P:.*]] = tensor.pad %[[S]] nofold low[0, 0, 0] high[1, 0, 2] {
// CHECK:         } : tensor<2x10x6xi32> to tensor<3x10x8xi32>
// CHECK-NEXT:    return %[[P]]
func.func @inner_offsets(%x: tensor<4x10x12xi32>) -> tensor<3x10x8xi32> {
  %a = arith.constant 7 : i32
  %b = arith.constant 7 : i32
  %0 = tensor.extract_slice %x[1, 0, 0] [2, 10, 12] [1, 1, 1] : tensor<4x10x12xi32> to tensor<2x10x12xi32>
  %1 = tensor.pad %0 low[0, 0, 0] high[1, 0, 0] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %a : i32
  } : tensor<2x10x12xi32> to tensor<3x10x12xi32>
  %2 = tensor.extract_slice %1[0, 0, 4] [3, 10, 6] [1, 1, 1] : tensor<3x10x12xi32> to tensor<3x10x6xi32>
  %3 = tensor.pad %2 nofold low[0, 0, 0] high[0, 0, 2] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %b : i32
  } : tensor<3x10x6xi32> to tensor<3x10x8xi32>
  return %3 : tensor<3x10x8xi32>
}

// -----

// Kept: the outer pad is nofold.
// CHECK-LABEL: func.func @outer_nofold
// CHECK-COUNT-2: tensor.pad
func.func @outer_nofold(%x: tensor<16x16xf32>) -> tensor<8x8xf32> {
  %z = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %x[2, 0] [6, 16] [1, 1] : tensor<16x16xf32> to tensor<6x16xf32>
  %1 = tensor.pad %0 nofold low[0, 0] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<6x16xf32> to tensor<8x16xf32>
  %2 = tensor.extract_slice %1[0, 3] [8, 5] [1, 1] : tensor<8x16xf32> to tensor<8x5xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<8x5xf32> to tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

// -----

// Kept: a padding value that is no constant, though the same for both.
// CHECK-LABEL: func.func @value_not_constant
// CHECK-COUNT-2: tensor.pad
func.func @value_not_constant(%x: tensor<16x16xf32>, %v: f32) -> tensor<8x8xf32> {
  %0 = tensor.extract_slice %x[2, 0] [6, 16] [1, 1] : tensor<16x16xf32> to tensor<6x16xf32>
  %1 = tensor.pad %0 low[0, 0] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<6x16xf32> to tensor<8x16xf32>
  %2 = tensor.extract_slice %1[0, 3] [8, 5] [1, 1] : tensor<8x16xf32> to tensor<8x5xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<8x5xf32> to tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

// -----

// Kept: low padding.
// CHECK-LABEL: func.func @low_padding
// CHECK-COUNT-2: tensor.pad
func.func @low_padding(%x: tensor<16x16xf32>) -> tensor<8x8xf32> {
  %z = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %x[2, 0] [6, 16] [1, 1] : tensor<16x16xf32> to tensor<6x16xf32>
  %1 = tensor.pad %0 low[2, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<6x16xf32> to tensor<8x16xf32>
  %2 = tensor.extract_slice %1[0, 3] [8, 5] [1, 1] : tensor<8x16xf32> to tensor<8x5xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<8x5xf32> to tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

// -----

// Kept: a stride that is not 1.
// CHECK-LABEL: func.func @strided
// CHECK-COUNT-2: tensor.pad
func.func @strided(%x: tensor<16x16xf32>) -> tensor<8x8xf32> {
  %z = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %x[2, 0] [6, 16] [1, 1] : tensor<16x16xf32> to tensor<6x16xf32>
  %1 = tensor.pad %0 low[0, 0] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<6x16xf32> to tensor<8x16xf32>
  %2 = tensor.extract_slice %1[0, 3] [8, 5] [1, 2] : tensor<8x16xf32> to tensor<8x5xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<8x5xf32> to tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

// -----

// Kept: the inner slice offsets a dim the outer pair offsets too.
// CHECK-LABEL: func.func @both_offset
// CHECK-COUNT-2: tensor.pad
func.func @both_offset(%x: tensor<16x16xf32>) -> tensor<8x8xf32> {
  %z = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %x[2, 1] [6, 15] [1, 1] : tensor<16x16xf32> to tensor<6x15xf32>
  %1 = tensor.pad %0 low[0, 0] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<6x15xf32> to tensor<8x15xf32>
  %2 = tensor.extract_slice %1[0, 3] [8, 5] [1, 1] : tensor<8x15xf32> to tensor<8x5xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<8x5xf32> to tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}

// -----

// Kept: rank-reducing slices.
// CHECK-LABEL: func.func @rank_reducing
// CHECK-COUNT-2: tensor.pad
func.func @rank_reducing(%x: tensor<1x16x16xf32>) -> tensor<8x8xf32> {
  %z = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %x[0, 2, 0] [1, 6, 16] [1, 1, 1] : tensor<1x16x16xf32> to tensor<6x16xf32>
  %1 = tensor.pad %0 low[0, 0] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<6x16xf32> to tensor<8x16xf32>
  %2 = tensor.extract_slice %1[0, 3] [8, 5] [1, 1] : tensor<8x16xf32> to tensor<8x5xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<8x5xf32> to tensor<8x8xf32>
  return %3 : tensor<8x8xf32>
}
