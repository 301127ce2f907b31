// SimplifyDeadAlloc, as upstream's: an allocation whose only users are
// stores into it and deallocations is erased with them; one that is read,
// escapes, is passed to another op or has a view that is used stays (a
// view used only by stores keeps it, as with mlir-opt-22). An unused view
// dies first, and then the allocation can go.
// RUN: strata-opt %s --canonicalize | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --canonicalize > /dev/null

// CHECK-LABEL: func.func @dead
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.store
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @dead(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4x4xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0, %c0] : memref<4x4xf32>
  %s = memref.subview %a[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  %c = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  memref.dealloc %a : memref<4x4xf32>
  %b = memref.alloca() : memref<f32>
  memref.store %v, %b[] : memref<f32>
  %z = memref.alloc() : memref<0xf32>
  return
}

// Stores through a view, or a deallocation of one, keep the allocation.
// CHECK-LABEL: func.func @stored_through_views
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4x4xf32>
// CHECK:         %[[S:.*]] = memref.subview %[[A]]
// CHECK:         memref.store %{{.*}}, %[[S]]
// CHECK:         %[[B:.*]] = memref.alloc() : memref<4x4xf32>
// CHECK:         %[[C:.*]] = memref.collapse_shape %[[B]]
// CHECK:         memref.dealloc %[[C]]
// CHECK:         return
func.func @stored_through_views(%v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4x4xf32>
  %s = memref.subview %a[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  memref.store %v, %s[%c0, %c0] : memref<2x2xf32, strided<[4, 1]>>
  %b = memref.alloc() : memref<4x4xf32>
  %c = memref.collapse_shape %b [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  memref.dealloc %c : memref<16xf32>
  return
}

// CHECK-LABEL: func.func @live
// CHECK: memref.alloc() : memref<4xf32>
// CHECK: memref.load
// CHECK: memref.alloc() : memref<4xf32>
// CHECK: memref.copy
// CHECK: memref.alloc() : memref<2xf32>
// CHECK: return
func.func @live(%v: f32, %out: memref<4xf32>) -> (f32, memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  %r = memref.load %a[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.store %v, %b[%c0] : memref<4xf32>
  memref.copy %b, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  %e = memref.alloc() : memref<2xf32>
  memref.store %v, %e[%c0] : memref<2xf32>
  return %r, %e : f32, memref<2xf32>
}

// A stored value that is itself a buffer (a memref of memrefs) is a use
// of that buffer: it escapes, and stays.
// CHECK-LABEL: func.func @escapes
// CHECK: memref.alloc() : memref<4xf32>
func.func @escapes(%box: memref<1xmemref<4xf32>>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %box[%c0] : memref<1xmemref<4xf32>>
  return
}
