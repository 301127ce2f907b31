// RUN: strata-opt %s -split-input-file --canonicalize | FileCheck %s
// RUN: strata-opt %s -split-input-file --canonicalize --strata-diff-check -o /dev/null

// A fold keeps the 64-bit result where its low 32 bits are the 32-bit
// result (a 32-bit target truncates the constant to just that), past
// INT32_MAX and through wrapping, INT_MIN / -1 wrapping as APInt does;
// where the low bits differ it stays.
// CHECK-LABEL: func.func @wide_results(
//   CHECK-DAG:   %[[SUM:.*]] = index.constant 7000002101
//   CHECK-DAG:   %[[WRAP:.*]] = index.constant -2446744073709551616
//   CHECK-DAG:   %[[QUOT:.*]] = index.constant -4294967296
//   CHECK-DAG:   %[[CEIL:.*]] = index.constant 2147483648
//   CHECK-DAG:   %[[MAX:.*]] = index.constant 4294967297
//       CHECK:   %[[KEPT:.*]] = index.divs
//       CHECK:   return %[[SUM]], %[[WRAP]], %[[QUOT]], %[[CEIL]], %[[MAX]], %[[KEPT]]
func.func @wide_results() -> (index, index, index, index, index, index) {
  %a = index.constant 3000000001
  %b = index.constant 4000002100
  %big = index.constant 8000000000000000000
  %m2 = index.constant -2
  %two33 = index.constant 0x200000000
  %two32 = index.constant 0x100000000
  %intmin = index.constant -2147483648
  %m1 = index.constant -1
  %one = index.constant 1
  %c2 = index.constant 2
  %p = index.constant 0x100000001
  %0 = index.add %a, %b
  %1 = index.add %big, %big
  %2 = index.divs %two33, %m2
  %3 = index.ceildivs %intmin, %m1
  %4 = index.maxs %one, %p
  %5 = index.divs %two32, %c2
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

// -----

// add and sub of 0 and mul by 1 leave x, mul by 0 gives 0; a comparison
// of a value with itself folds.
// CHECK-LABEL: func.func @identities(
//  CHECK-SAME:   %[[X:.*]]: index)
//   CHECK-DAG:   %[[Z:.*]] = index.constant 0
//   CHECK-DAG:   %[[T:.*]] = index.bool.constant true
//   CHECK-DAG:   %[[F:.*]] = index.bool.constant false
//       CHECK:   return %[[X]], %[[X]], %[[X]], %[[Z]], %[[T]], %[[F]], %[[T]]
func.func @identities(%x: index) -> (index, index, index, index, i1, i1, i1) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %0 = index.add %x, %c0
  %1 = index.sub %x, %c0
  %2 = index.mul %x, %c1
  %3 = index.mul %x, %c0
  %4 = index.cmp uge(%x, %x)
  %5 = index.cmp slt(%x, %x)
  %6 = index.cmp eq(%x, %x)
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, i1, i1, i1
}

// -----

// a - b equal to 0 (or not) is a equal to b (or not), wrapping or not;
// the orderings stay, since a - b may wrap (mlir-opt-22 rewrites them
// too, so that 0 - x > 0 becomes 0 > x, which the most negative x
// tells apart).
// CHECK-LABEL: func.func @cmp_of_sub(
//  CHECK-SAME:   %[[A:.*]]: index, %[[B:.*]]: index)
//       CHECK:   %[[Z:.*]] = index.constant 0
//       CHECK:   %[[E:.*]] = index.cmp eq(%[[A]], %[[B]])
//       CHECK:   %[[N:.*]] = index.cmp ne(%[[B]], %[[A]])
//       CHECK:   %[[S:.*]] = index.sub %[[Z]], %[[A]]
//       CHECK:   %[[K:.*]] = index.cmp sgt(%[[S]], %[[Z]])
//       CHECK:   return %[[E]], %[[N]], %[[K]]
func.func @cmp_of_sub(%a: index, %b: index) -> (i1, i1, i1) {
  %c0 = index.constant 0
  %0 = index.sub %a, %b
  %1 = index.cmp eq(%0, %c0)
  %2 = index.sub %a, %b
  %3 = index.cmp ne(%c0, %2)
  %4 = index.sub %c0, %a
  %5 = index.cmp sgt(%4, %c0)
  return %1, %3, %5 : i1, i1, i1
}

// -----

// A comparison with a constant that the range of a min or max decides
// folds, also one of the other signedness where the range does not cross
// its wrap point; one the range leaves open stays.
// CHECK-LABEL: func.func @cmp_of_min_max(
//   CHECK-DAG:   %[[T:.*]] = index.bool.constant true
//   CHECK-DAG:   %[[F:.*]] = index.bool.constant false
//       CHECK:   %[[O:.*]] = index.cmp slt
//       CHECK:   %[[N:.*]] = index.cmp sgt
//       CHECK:   return %[[T]], %[[F]], %[[T]], %[[F]], %[[T]], %[[O]], %[[N]]
func.func @cmp_of_min_max(%x: index) -> (i1, i1, i1, i1, i1, i1, i1) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %c5 = index.constant 5
  %max = index.maxs %x, %c1
  %0 = index.cmp sgt(%max, %c0)
  %1 = index.cmp eq(%max, %c0)
  %min = index.minu %x, %c5
  %2 = index.cmp ule(%min, %c5)
  %3 = index.cmp ugt(%min, %c5)
  %4 = index.cmp ugt(%max, %c0)
  %5 = index.cmp slt(%max, %c5)
  %cm1 = index.constant -1
  %wide = index.maxs %x, %cm1
  %6 = index.cmp sgt(%wide, %c0)
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
}

// -----

// A constant integer cast into index extends to 64 bits (an index cast
// into an integer stays: the index dialect builds no integer constants).
// CHECK-LABEL: func.func @casts(
//   CHECK-DAG:   %[[U:.*]] = index.constant 8000000000000
//   CHECK-DAG:   %[[S:.*]] = index.constant -1000
//       CHECK:   %[[K:.*]] = index.casts %{{.*}} : index to i48
//       CHECK:   return %[[U]], %[[S]], %[[K]]
func.func @casts() -> (index, index, i48) {
  %a = arith.constant 8000000000000 : i48
  %0 = index.castu %a : i48 to index
  %b = arith.constant -1000 : i48
  %1 = index.casts %b : i48 to index
  %small = index.constant -5
  %2 = index.casts %small : index to i48
  return %0, %1, %2 : index, index, i48
}
