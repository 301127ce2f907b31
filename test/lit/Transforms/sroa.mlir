// sroa: a memref.alloca of static shape with 2 to 16 elements, accessed
// only by memref.load/store at constant in-bounds indices, splits into a
// rank-0 alloca per element used. Output as mlir-opt-22's, except that the
// new allocas follow the elements' order (upstream's follow a pointer set).
// RUN: strata-opt %s -split-input-file --sroa | FileCheck %s
// RUN: strata-opt %s -split-input-file --sroa --strata-diff-check -o /dev/null
// RUN: strata-opt %s -split-input-file --sroa --mem2reg | FileCheck %s --check-prefix=PROMOTED
// RUN: strata-opt %s -split-input-file --sroa --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

// STATS: SROA
// STATS-NEXT: (S) 1 destructured slots
// STATS-NEXT: (S) 2 max subelement number

// CHECK-LABEL: func.func @two_elements(
//       CHECK:   %[[E0:.*]] = memref.alloca() : memref<f32>
//       CHECK:   %[[E1:.*]] = memref.alloca() : memref<f32>
//       CHECK:   memref.store %arg0, %[[E0]][] : memref<f32>
//       CHECK:   memref.store %arg1, %[[E1]][] : memref<f32>
//       CHECK:   %[[V:.*]] = memref.load %[[E0]][] : memref<f32>
//       CHECK:   %[[W:.*]] = memref.load %[[E1]][] : memref<f32>
//   CHECK-NOT:   memref<2xf32>
// PROMOTED-LABEL: func.func @two_elements(
//  PROMOTED-NOT:   memref
//       PROMOTED:   arith.subf %arg0, %arg1
func.func @two_elements(%x: f32, %y: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2xf32>
  memref.store %x, %a[%c0] : memref<2xf32>
  memref.store %y, %a[%c1] : memref<2xf32>
  %v = memref.load %a[%c0] : memref<2xf32>
  %w = memref.load %a[%c1] : memref<2xf32>
  %d = arith.subf %v, %w : f32
  return %d : f32
}

// -----

// Only the elements used get an allocation; indices are row-major, and
// any constant op (index.constant here) gives them.
// CHECK-LABEL: func.func @matrix(
//       CHECK:   %[[E:.*]] = memref.alloca() : memref<i64>
//   CHECK-NOT:   memref.alloca
//       CHECK:   memref.store %arg0, %[[E]][] : memref<i64>
//       CHECK:   memref.load %[[E]][] : memref<i64>
func.func @matrix(%x: i64) -> i64 {
  %c1 = index.constant 1
  %c3 = arith.constant 3 : index
  %a = memref.alloca() : memref<4x4xi64>
  memref.store %x, %a[%c3, %c1] : memref<4x4xi64>
  %v = memref.load %a[%c3, %c1] : memref<4x4xi64>
  return %v : i64
}

// -----

// Accesses in nested regions count; the layout and memory space of the
// aggregate are not kept (as upstream).
// CHECK-LABEL: func.func @nested_strided(
//       CHECK:   %[[E:.*]] = memref.alloca() : memref<i16>
//       CHECK:   scf.if
//  CHECK-NEXT:     memref.store %arg0, %[[E]][] : memref<i16>
//       CHECK:   memref.load %[[E]][] : memref<i16>
func.func @nested_strided(%x: i16, %c: i1) -> i16 {
  %c1 = arith.constant 1 : index
  %a = memref.alloca() {alignment = 64 : i64} : memref<3xi16, strided<[2]>, 3>
  memref.store %x, %a[%c1] : memref<3xi16, strided<[2]>, 3>
  scf.if %c {
    memref.store %x, %a[%c1] : memref<3xi16, strided<[2]>, 3>
  }
  %v = memref.load %a[%c1] : memref<3xi16, strided<[2]>, 3>
  return %v : i16
}

// -----

// Left alone: an index that is not a constant, a
// dynamic shape, one element, more than 16 elements, rank 0, an aggregate
// also used otherwise (copied), one never accessed.
// CHECK-LABEL: func.func @left_alone(
//       CHECK:   memref.alloca() : memref<2xf32>
//       CHECK:   memref.alloca(%arg2) : memref<?xf32>
//       CHECK:   memref.alloca() : memref<1xf32>
//       CHECK:   memref.alloca() : memref<17xf32>
//       CHECK:   memref.alloca() : memref<f32>
//       CHECK:   memref.alloca() : memref<2xf32>
//       CHECK:   memref.alloca() : memref<2xf32>
func.func @left_alone(%x: f32, %i: index, %n: index, %out: memref<2xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %dynamic_index = memref.alloca() : memref<2xf32>
  %dynamic_shape = memref.alloca(%n) : memref<?xf32>
  %one = memref.alloca() : memref<1xf32>
  %big = memref.alloca() : memref<17xf32>
  %rank0 = memref.alloca() : memref<f32>
  %escapes = memref.alloca() : memref<2xf32>
  %unused = memref.alloca() : memref<2xf32>
  %k = arith.remui %i, %c2 : index
  memref.store %x, %dynamic_index[%k] : memref<2xf32>
  memref.store %x, %dynamic_shape[%c0] : memref<?xf32>
  memref.store %x, %one[%c0] : memref<1xf32>
  memref.store %x, %big[%c0] : memref<17xf32>
  memref.store %x, %rank0[] : memref<f32>
  %c1 = arith.constant 1 : index
  memref.store %x, %escapes[%c0] : memref<2xf32>
  memref.store %x, %escapes[%c1] : memref<2xf32>
  memref.copy %escapes, %out : memref<2xf32> to memref<2xf32>
  %v = memref.load %one[%c0] : memref<1xf32>
  %w = memref.load %big[%c0] : memref<17xf32>
  return %v, %w : f32, f32
}

// -----

// An aggregate of memrefs splits; one stored into it does not.
// CHECK-LABEL: func.func @stored_aggregate(
//       CHECK:   %[[E:.*]] = memref.alloca() : memref<memref<2xf32>>
//       CHECK:   %[[B:.*]] = memref.alloca() : memref<2xf32>
//       CHECK:   memref.store %[[B]], %[[E]][] : memref<memref<2xf32>>
func.func @stored_aggregate() {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<2xmemref<2xf32>>
  %b = memref.alloca() : memref<2xf32>
  memref.store %b, %a[%c0] : memref<2xmemref<2xf32>>
  return
}

// -----

// An index out of bounds (undefined behaviour) is not an element: the
// aggregate stays.
// CHECK-LABEL: func.func @out_of_bounds(
//       CHECK:   memref.alloca() : memref<2xf32>
func.func @out_of_bounds(%x: f32) {
  %c2 = arith.constant 2 : index
  %a = memref.alloca() : memref<2xf32>
  memref.store %x, %a[%c2] : memref<2xf32>
  return
}

// -----

// Vector elements split too.
// CHECK-LABEL: func.func @vector_elements(
//       CHECK:   %[[E:.*]] = memref.alloca() : memref<vector<4xi8>>
//       CHECK:   memref.store %arg0, %[[E]][] : memref<vector<4xi8>>
func.func @vector_elements(%x: vector<4xi8>) -> vector<4xi8> {
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2xvector<4xi8>>
  memref.store %x, %a[%c1] : memref<2xvector<4xi8>>
  %v = memref.load %a[%c1] : memref<2xvector<4xi8>>
  return %v : vector<4xi8>
}
