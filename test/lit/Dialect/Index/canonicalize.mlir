// Constants fold only where a 32-bit and a 64-bit index agree (as mlir-opt-22's do).
// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --canonicalize --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @folded(
// CHECK-DAG: %[[M4:.*]] = index.constant -4
// CHECK-DAG: %[[M3:.*]] = index.constant -3
// CHECK-DAG: %[[M28:.*]] = index.constant -28
// CHECK-DAG: %[[F:.*]] = index.bool.constant false
// CHECK-DAG: %[[T:.*]] = index.bool.constant true
// CHECK-DAG: %[[C5:.*]] = index.constant 5
// CHECK: return %[[M4]], %[[M3]], %[[M28]], %[[F]], %[[T]], %[[C5]]
func.func @folded() -> (index, index, index, i1, i1, index) {
  %a = index.constant -7
  %b = index.constant 2
  %0 = index.floordivs %a, %b
  %1 = index.ceildivs %a, %b
  %2 = index.shl %a, %b
  %3 = index.cmp ult(%a, %b)
  %4 = index.cmp slt(%a, %b)
  %5 = index.maxu %b, %b
  %c3 = index.constant 3
  %6 = index.add %5, %c3
  return %0, %1, %2, %3, %4, %6 : index, index, index, i1, i1, index
}

// What depends on the index's width stays: an unsigned division of a negative value, a shift by
// 40, a cast of a value wider than 32 bits, a division by zero.
// CHECK-LABEL: func.func @kept(
// CHECK: index.divu
// CHECK: index.shl
// CHECK: index.casts
// CHECK: index.divs
func.func @kept() -> (index, index, i32, index) {
  %a = index.constant -7
  %b = index.constant 2
  %c40 = index.constant 40
  %big = index.constant 4294967296
  %zero = index.constant 0
  %0 = index.divu %a, %b
  %1 = index.shl %b, %c40
  %2 = index.casts %big : index to i32
  %3 = index.divs %a, %zero
  return %0, %1, %2, %3 : index, index, i32, index
}
