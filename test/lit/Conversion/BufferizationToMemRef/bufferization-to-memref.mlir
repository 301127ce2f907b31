// convert-bufferization-to-memref: clone becomes alloc + copy, dealloc
// conditional memref.deallocs. Output as mlir-opt-22's except for deallocs
// of several memrefs (upstream calls a generated helper function; these
// are lowered inline).
// RUN: strata-opt %s -split-input-file --convert-bufferization-to-memref | FileCheck %s
// RUN: strata-opt %s -split-input-file --convert-bufferization-to-memref --strata-diff-check -o /dev/null
// RUN: strata-opt %s -split-input-file --convert-bufferization-to-memref --strata-diff-check --strata-diff-check-seed=2 -o /dev/null
// RUN: strata-opt %s -split-input-file --convert-bufferization-to-memref --strata-diff-check --strata-diff-check-seed=3 -o /dev/null

// CHECK-LABEL: func.func @clone_dynamic(
//       CHECK:   %[[C0:.*]] = arith.constant 0 : index
//       CHECK:   %[[D:.*]] = memref.dim %arg0, %[[C0]] : memref<?x4xf32>
//       CHECK:   %[[A:.*]] = memref.alloc(%[[D]]) : memref<?x4xf32>
//       CHECK:   memref.copy %arg0, %[[A]] : memref<?x4xf32> to memref<?x4xf32>
//       CHECK:   return %[[A]]
func.func @clone_dynamic(%m: memref<?x4xf32>) -> memref<?x4xf32> {
  %c = bufferization.clone %m : memref<?x4xf32> to memref<?x4xf32>
  return %c : memref<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @clone_rank0_and_layout(
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<i8>
//       CHECK:   memref.copy %arg0, %[[A]] : memref<i8> to memref<i8>
//       CHECK:   %[[B:.*]] = memref.alloc() : memref<4xi64>
//       CHECK:   %[[CAST:.*]] = memref.cast %[[B]] : memref<4xi64> to memref<4xi64, strided<[?], offset: ?>>
//       CHECK:   memref.copy %arg1, %[[CAST]]
//       CHECK:   return %[[A]], %[[CAST]]
func.func @clone_rank0_and_layout(%m: memref<i8>, %n: memref<4xi64, strided<[?], offset: ?>>) -> (memref<i8>, memref<4xi64, strided<[?], offset: ?>>) {
  %c = bufferization.clone %m : memref<i8> to memref<i8>
  %d = bufferization.clone %n : memref<4xi64, strided<[?], offset: ?>> to memref<4xi64, strided<[?], offset: ?>>
  return %c, %d : memref<i8>, memref<4xi64, strided<[?], offset: ?>>
}

// -----

// One memref: freed under its condition, and when it aliases no retained
// memref; a retained one is owned where the memref aliases it.
// CHECK-LABEL: func.func @dealloc_one(
//       CHECK:   scf.if %arg0 {
//  CHECK-NEXT:     memref.dealloc %{{.*}} : memref<2xf32>
//       CHECK:   %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[M:.*]] : memref<4xf32> -> index
//       CHECK:   %[[Q:.*]] = memref.extract_aligned_pointer_as_index %[[R:.*]] : memref<4xf32> -> index
//       CHECK:   %[[NE:.*]] = arith.cmpi ne, %[[P]], %[[Q]] : index
//       CHECK:   %[[FREE:.*]] = arith.andi %[[NE]], %arg1 : i1
//       CHECK:   scf.if %[[FREE]] {
//  CHECK-NEXT:     memref.dealloc %[[M]] : memref<4xf32>
//       CHECK:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[EQ:.*]] = arith.xori %[[NE]], %[[TRUE]] : i1
//       CHECK:   %[[OWN:.*]] = arith.andi %[[EQ]], %arg1 : i1
//       CHECK:   %[[NONE:.*]] = arith.constant false
//       CHECK:   return %[[OWN]], %[[NONE]]
func.func @dealloc_one(%c: i1, %d: i1) -> (i1, i1) {
  %a = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  %b = memref.alloc() : memref<4xf32>
  %o = bufferization.dealloc (%b : memref<4xf32>) if (%d) retain (%b : memref<4xf32>)
  %n = bufferization.dealloc retain (%b : memref<4xf32>)
  memref.dealloc %b : memref<4xf32>
  return %o, %n : i1, i1
}

// -----

// Several memrefs, two naming one allocation: it is freed once when
// either condition holds; the one retained is not freed.
// CHECK-LABEL: func.func @dealloc_many(
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   scf.if
//       CHECK:   scf.if
//       CHECK:   scf.if
func.func @dealloc_many(%c: i1, %d: i1) -> i1 {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %b = memref.alloc() : memref<2xf32>
  %k = memref.alloc() : memref<2xf32>
  %true = arith.constant true
  %o = bufferization.dealloc (%a, %v, %k : memref<4xf32>, memref<2xf32, strided<[1], offset: 1>>, memref<2xf32>) if (%c, %d, %true) retain (%k : memref<2xf32>)
  %nc = arith.xori %c, %true : i1
  %nd = arith.xori %d, %true : i1
  %neither = arith.andi %nc, %nd : i1
  scf.if %neither {
    memref.dealloc %a : memref<4xf32>
  }
  memref.dealloc %b : memref<2xf32>
  memref.dealloc %k : memref<2xf32>
  return %o : i1
}
