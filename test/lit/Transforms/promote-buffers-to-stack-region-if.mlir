// RUN: strata-opt %s -promote-buffers-to-stack -split-input-file | FileCheck %s

// test.region_if passes its operands to its then and else regions, their
// yields to join, and join's yield to its results (upstream's region flow);
// its results may be written in parentheses after the arrow. A buffer
// that flows through it into the function's return stays on the heap.
// CHECK-LABEL: func.func @returned_through_region_if
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         %[[R:.*]] = test.region_if %[[A]]: memref<4xf32> -> memref<4xf32> then {
// CHECK:         return %[[R]]
func.func @returned_through_region_if() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %r = test.region_if %a : memref<4xf32> -> (memref<4xf32>) then {
  ^bb0(%x: memref<4xf32>):
    test.region_if_yield %x : memref<4xf32>
  } else {
  ^bb0(%x: memref<4xf32>):
    test.region_if_yield %x : memref<4xf32>
  } join {
  ^bb0(%x: memref<4xf32>):
    test.region_if_yield %x : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// -----

// One that only flows into the regions goes on the stack.
// CHECK-LABEL: func.func @read_in_region_if
// CHECK:         %[[A:.*]] = memref.alloca() : memref<4xf32>
// CHECK:         test.region_if %[[A]], %{{.*}}: memref<4xf32>, index -> (f32, f32) then {
func.func @read_in_region_if(%i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %r:2 = test.region_if %a, %i : memref<4xf32>, index -> (f32, f32) then {
  ^bb0(%x: memref<4xf32>, %j: index):
    %v = memref.load %x[%j] : memref<4xf32>
    test.region_if_yield %v, %v : f32, f32
  } else {
  ^bb0(%x: memref<4xf32>, %j: index):
    %v = memref.load %x[%j] : memref<4xf32>
    test.region_if_yield %v, %v : f32, f32
  } join {
  ^bb0(%v: f32, %w: f32):
    test.region_if_yield %v, %w : f32, f32
  }
  return %r#0 : f32
}
