// affine.apply/min/max to arith: products nsw, sign-aware mod/floordiv/ceildiv, minsi/maxsi.
// RUN: strata-opt %s --lower-affine | FileCheck %s

#map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 - s0)>

// CHECK-LABEL: func.func @apply(
// CHECK-SAME: %[[ARG0:.*]]: index, %[[ARG1:.*]]: index, %[[ARG2:.*]]: index) -> index
// CHECK: %[[CONSTANT:.*]] = arith.constant 4 : index
// CHECK: %[[MULI:.*]] = arith.muli %[[ARG0]], %[[CONSTANT]] overflow<nsw> : index
// CHECK: %[[ADDI:.*]] = arith.addi %[[MULI]], %[[ARG1]] : index
// CHECK: %c-1 = arith.constant -1 : index
// CHECK: %[[MULI_1:.*]] = arith.muli %[[ARG2]], %c-1 overflow<nsw> : index
// CHECK: %[[ADDI_1:.*]] = arith.addi %[[ADDI]], %[[MULI_1]] : index
// CHECK: return %[[ADDI_1]] : index
func.func @apply(%i: index, %j: index, %s: index) -> index {
  %0 = affine.apply #map(%i, %j)[%s]
  return %0 : index
}

// CHECK-LABEL: func.func @mod_div(
// CHECK-SAME: %[[ARG0:.*]]: index) -> (index, index, index)
// CHECK: %[[CONSTANT:.*]] = arith.constant 8 : index
// CHECK: %[[REMSI:.*]] = arith.remsi %[[ARG0]], %[[CONSTANT]] : index
// CHECK: %[[CONSTANT_1:.*]] = arith.constant 0 : index
// CHECK: %[[CMPI:.*]] = arith.cmpi slt, %[[REMSI]], %[[CONSTANT_1]] : index
// CHECK: %[[ADDI:.*]] = arith.addi %[[REMSI]], %[[CONSTANT]] : index
// CHECK: %[[SELECT:.*]] = arith.select %[[CMPI]], %[[ADDI]], %[[REMSI]] : index
// CHECK: %[[CONSTANT_2:.*]] = arith.constant 8 : index
// CHECK: %c-1 = arith.constant -1 : index
// CHECK: %[[CONSTANT_3:.*]] = arith.constant 0 : index
// CHECK: %[[CMPI_1:.*]] = arith.cmpi slt, %[[ARG0]], %[[CONSTANT_3]] : index
// CHECK: %[[SUBI:.*]] = arith.subi %c-1, %[[ARG0]] : index
// CHECK: %[[SELECT_1:.*]] = arith.select %[[CMPI_1]], %[[SUBI]], %[[ARG0]] : index
// CHECK: %[[DIVSI:.*]] = arith.divsi %[[SELECT_1]], %[[CONSTANT_2]] : index
// CHECK: %[[SUBI_1:.*]] = arith.subi %c-1, %[[DIVSI]] : index
// CHECK: %[[SELECT_2:.*]] = arith.select %[[CMPI_1]], %[[SUBI_1]], %[[DIVSI]] : index
// CHECK: %[[CONSTANT_4:.*]] = arith.constant 8 : index
// CHECK: %[[CONSTANT_5:.*]] = arith.constant 0 : index
// CHECK: %[[CONSTANT_6:.*]] = arith.constant 1 : index
// CHECK: %[[CMPI_2:.*]] = arith.cmpi sle, %[[ARG0]], %[[CONSTANT_5]] : index
// CHECK: %[[SUBI_2:.*]] = arith.subi %[[CONSTANT_5]], %[[ARG0]] : index
// CHECK: %[[SUBI_3:.*]] = arith.subi %[[ARG0]], %[[CONSTANT_6]] : index
// CHECK: %[[SELECT_3:.*]] = arith.select %[[CMPI_2]], %[[SUBI_2]], %[[SUBI_3]] : index
// CHECK: %[[DIVSI_1:.*]] = arith.divsi %[[SELECT_3]], %[[CONSTANT_4]] : index
// CHECK: %[[SUBI_4:.*]] = arith.subi %[[CONSTANT_5]], %[[DIVSI_1]] : index
// CHECK: %[[ADDI_1:.*]] = arith.addi %[[DIVSI_1]], %[[CONSTANT_6]] : index
// CHECK: %[[SELECT_4:.*]] = arith.select %[[CMPI_2]], %[[SUBI_4]], %[[ADDI_1]] : index
// CHECK: return %[[SELECT]], %[[SELECT_2]], %[[SELECT_4]] : index, index, index
func.func @mod_div(%i: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 mod 8)>(%i)
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%i)
  %2 = affine.apply affine_map<(d0) -> (d0 ceildiv 8)>(%i)
  return %0, %1, %2 : index, index, index
}

// CHECK-LABEL: func.func @min_max(
// CHECK-SAME: %[[ARG0:.*]]: index, %[[ARG1:.*]]: index) -> (index, index)
// CHECK: %[[CONSTANT:.*]] = arith.constant 2 : index
// CHECK: %[[ADDI:.*]] = arith.addi %[[ARG1]], %[[CONSTANT]] : index
// CHECK: %[[CONSTANT_1:.*]] = arith.constant 16 : index
// CHECK: %[[MINSI:.*]] = arith.minsi %[[ARG0]], %[[ADDI]] : index
// CHECK: %[[MINSI_1:.*]] = arith.minsi %[[MINSI]], %[[CONSTANT_1]] : index
// CHECK: %c-1 = arith.constant -1 : index
// CHECK: %[[ADDI_1:.*]] = arith.addi %[[ARG0]], %c-1 : index
// CHECK: %[[MAXSI:.*]] = arith.maxsi %[[ADDI_1]], %[[ARG1]] : index
// CHECK: return %[[MINSI_1]], %[[MAXSI]] : index, index

func.func @min_max(%i: index, %j: index) -> (index, index) {
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1 + 2, 16)>(%i, %j)
  %1 = affine.max affine_map<(d0, d1) -> (d0 - 1, d1)>(%i, %j)
  return %0, %1 : index, index
}
