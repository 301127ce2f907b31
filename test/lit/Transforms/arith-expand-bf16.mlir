// arith-expand{include-bf16}: extf bf16 -> f32 and truncf f32 -> bf16 as
// integer ops on the bits. Output as mlir-opt-22's; the interpreter checks
// the expansions against extf and truncf on random inputs and on ties,
// NaN, infinities and subnormals.
// RUN: strata-opt %s -split-input-file --arith-expand=include-bf16 | FileCheck %s
// RUN: strata-opt %s -split-input-file --arith-expand | FileCheck %s --check-prefix=OFF
// RUN: strata-opt %s -split-input-file --arith-expand=include-bf16 --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @round_trip(
//       CHECK:   %[[NAN:.*]] = arith.cmpf une, %arg0, %arg0 : f32
//       CHECK:   %[[BIAS:.*]] = arith.constant 32767 : i32
//       CHECK:   %[[QNAN:.*]] = arith.constant 32704 : i16
//       CHECK:   %[[C16:.*]] = arith.constant 16 : i32
//       CHECK:   %[[C1:.*]] = arith.constant 1 : i32
//       CHECK:   %[[BITS:.*]] = arith.bitcast %arg0 : f32 to i32
//       CHECK:   %[[SH:.*]] = arith.shrui %[[BITS]], %[[C16]] : i32
//       CHECK:   %[[ODD:.*]] = arith.andi %[[SH]], %[[C1]] : i32
//       CHECK:   %[[INC:.*]] = arith.addi %[[ODD]], %[[BIAS]] : i32
//       CHECK:   %[[R:.*]] = arith.addi %[[BITS]], %[[INC]] : i32
//       CHECK:   %[[HI:.*]] = arith.shrui %[[R]], %[[C16]] : i32
//       CHECK:   %[[T:.*]] = arith.trunci %[[HI]] : i32 to i16
//       CHECK:   %[[S:.*]] = arith.select %[[NAN]], %[[QNAN]], %[[T]] : i16
//       CHECK:   %[[B:.*]] = arith.bitcast %[[S]] : i16 to bf16
//       CHECK:   %[[B16:.*]] = arith.bitcast %[[B]] : bf16 to i16
//       CHECK:   %[[W:.*]] = arith.extui %[[B16]] : i16 to i32
//       CHECK:   %[[C16B:.*]] = arith.constant 16 : i32
//       CHECK:   %[[U:.*]] = arith.shli %[[W]], %[[C16B]] : i32
//       CHECK:   arith.bitcast %[[U]] : i32 to f32
// OFF-LABEL: func.func @round_trip(
//       OFF:   arith.truncf %arg0 : f32 to bf16
//       OFF:   arith.extf
func.func @round_trip(%x: f32) -> f32 {
  %b = arith.truncf %x : f32 to bf16
  %y = arith.extf %b : bf16 to f32
  return %y : f32
}

// -----

// CHECK-LABEL: func.func @special_values(
//   CHECK-NOT:   arith.truncf
//   CHECK-NOT:   arith.extf
func.func @special_values() -> vector<8xf32> {
  // 1 + 2^-8 (a tie, rounded to even: 1), 1 + 3 * 2^-8 (a tie, up), NaN,
  // -inf, the largest f32 (rounds to inf), a subnormal, -0, 2^-7 + 1.
  %v = arith.constant dense<[1.00390625, 1.01171875, 0x7FC00000, 0xFF800000, 3.40282347e+38, 1.0e-40, -0.0, 1.0078125]> : vector<8xf32>
  %b = arith.truncf %v : vector<8xf32> to vector<8xbf16>
  %y = arith.extf %b : vector<8xbf16> to vector<8xf32>
  return %y : vector<8xf32>
}

// -----

// Other widths are left alone, as upstream; so is a truncf with a rounding
// mode (upstream 22 fails on it).
// CHECK-LABEL: func.func @left_alone(
//       CHECK:   arith.extf %arg0 : bf16 to f64
//       CHECK:   arith.truncf %arg1 : f64 to bf16
//       CHECK:   arith.truncf %arg2 to_nearest_away : f32 to bf16
//       CHECK:   arith.truncf %arg2 : f32 to f16
func.func @left_alone(%a: bf16, %d: f64, %f: f32) -> (f64, bf16, bf16, f16) {
  %x = arith.extf %a : bf16 to f64
  %y = arith.truncf %d : f64 to bf16
  %z = arith.truncf %f to_nearest_away : f32 to bf16
  %w = arith.truncf %f : f32 to f16
  return %x, %y, %z, %w : f64, bf16, bf16, f16
}
