// bufferization.dealloc in the interpreter: memrefs whose condition holds are freed unless a retained
// memref views the same allocation; an allocation named twice is freed once; each result says
// whether a memref aliasing its retained memref had its condition set. Touching freed memory
// afterwards, freeing it twice, or freeing an alloca are errors.
// RUN: strata-run %s --entry main | FileCheck %s
// RUN: not strata-run %s --entry use_after_free 2>&1 | FileCheck %s --check-prefix=UAF
// RUN: not strata-run %s --entry double_free 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not strata-run %s --entry alloca 2>&1 | FileCheck %s --check-prefix=ALLOCA

func.func @main() -> (i1, i1, i1, i1, f32) {
  %t = arith.constant true
  %f = arith.constant false
  %one = arith.constant 1.0 : f32
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = memref.alloc() : memref<2xf32>
  %d = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%c1] : memref<4xf32>
  // A view of %a is retained: %a stays, %b (named twice) is freed once, %c's condition is false.
  %sub = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %r:3 = bufferization.dealloc (%a, %b, %b, %c : memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<2xf32>) if (%t, %t, %t, %f) retain (%sub, %c, %d : memref<2xf32, strided<[1], offset: 1>>, memref<2xf32>, memref<2xf32>)
  // Nothing to free, one retained value: its condition is false.
  %s = bufferization.dealloc retain (%a : memref<4xf32>)
  bufferization.dealloc
  %v = memref.load %a[%c1] : memref<4xf32>
  bufferization.dealloc (%a, %c, %d : memref<4xf32>, memref<2xf32>, memref<2xf32>) if (%t, %t, %t)
  return %r#0, %r#1, %r#2, %s, %v : i1, i1, i1, i1, f32
}

// CHECK:      1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1

func.func @use_after_free() -> f32 {
  %t = arith.constant true
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  bufferization.dealloc (%a : memref<4xf32>) if (%t)
  // UAF: error: 'memref.load' op use of a buffer after it was deallocated
  %v = memref.load %a[%c0] : memref<4xf32>
  return %v : f32
}

func.func @double_free() {
  %t = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  bufferization.dealloc (%a : memref<4xf32>) if (%t)
  // TWICE: error: 'bufferization.dealloc' op double deallocation
  bufferization.dealloc (%a : memref<4xf32>) if (%t)
  return
}

func.func @alloca() {
  %t = arith.constant true
  %a = memref.alloca() : memref<4xf32>
  // ALLOCA: error: 'bufferization.dealloc' op deallocation of memory not allocated by memref.alloc ('memref.alloca')
  bufferization.dealloc (%a : memref<4xf32>) if (%t)
  return
}
