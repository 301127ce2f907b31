// canonicalize on bufferization.dealloc, as mlir-opt-22's: a memref named twice is freed once
// under the disjunction of its conditions, a retained memref named twice gives one result, a
// dealloc of nothing gives false, a memref whose condition is constant false is dropped, the base
// buffer extract_strided_metadata takes from an allocation is the allocation, and an allocation
// only the dealloc uses goes with it. The interpreter checks each function before and after.
// RUN: strata-opt %s -split-input-file --canonicalize | FileCheck %s
// RUN: strata-opt %s -split-input-file --canonicalize --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @duplicates(
// CHECK-NEXT: %[[C:.*]] = arith.ori %arg2, %arg3 : i1
// CHECK-NEXT: %[[R:.*]] = bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<2xf32>) if (%[[C]], %arg3) retain (%arg4 : memref<2xf32>)
// CHECK-NEXT: return %[[R]], %[[R]] : i1, i1
func.func @duplicates(%a: memref<2xf32>, %b: memref<2xf32>, %c0: i1, %c1: i1, %r: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%a, %a, %b : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c0, %c1, %c1) retain (%r, %r : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// CHECK-LABEL: func.func @empty(
// CHECK-NEXT: %[[F:.*]] = arith.constant false
// CHECK-NEXT: return %[[F]], %[[F]] : i1, i1
func.func @empty(%r: memref<2xf32>, %s: memref<4xi8>) -> (i1, i1) {
  bufferization.dealloc
  %0:2 = bufferization.dealloc retain (%r, %s : memref<2xf32>, memref<4xi8>)
  return %0#0, %0#1 : i1, i1
}

// -----

// CHECK-LABEL: func.func @always_false(
// CHECK-NEXT: bufferization.dealloc (%arg1 : memref<2xf32>) if (%arg2)
// CHECK-NEXT: return
func.func @always_false(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
  %f = arith.constant false
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%f, %c)
  bufferization.dealloc (%a : memref<2xf32>) if (%f)
  return
}

// -----

// CHECK-LABEL: func.func @pairs(
// CHECK-NOT: memref<2xf32>
// CHECK: %[[K:.*]] = memref.alloc() : memref<3xf32>
// CHECK-NEXT: memref.store
// CHECK-NEXT: %[[V:.*]] = memref.load %[[K]][%{{.*}}] : memref<3xf32>
// CHECK-NEXT: bufferization.dealloc (%[[K]] : memref<3xf32>) if (%arg0)
// CHECK-NEXT: return %[[V]]
func.func @pairs(%c: i1) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  %b = memref.alloc() : memref<2xf32>
  %base, %off, %sz, %st = memref.extract_strided_metadata %b : memref<2xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%c)
  // Used by a load too: stays.
  %k = memref.alloc() : memref<3xf32>
  %kb, %koff, %ksz, %kst = memref.extract_strided_metadata %k : memref<3xf32> -> memref<f32>, index, index, index
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  memref.store %one, %k[%c0] : memref<3xf32>
  %v = memref.load %k[%c0] : memref<3xf32>
  bufferization.dealloc (%kb : memref<f32>) if (%c)
  return %v : f32
}
