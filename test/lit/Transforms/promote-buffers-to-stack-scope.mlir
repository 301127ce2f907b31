// RUN: strata-opt %s -promote-buffers-to-stack -split-input-file | FileCheck %s

// A buffer passed to a block argument by a branch, then copied out, never
// leaves the function: it goes on the stack.
// CHECK-LABEL: func.func @through_branch
// CHECK:         memref.alloca() : memref<4xf32>
// CHECK-NOT:     memref.alloc()
func.func @through_branch(%c: i1, %a: memref<4xf32>, %out: memref<4xf32>) {
  cf.cond_br %c, ^bb1, ^bb2(%a : memref<4xf32>)
^bb1:
  %b = memref.alloc() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  cf.br ^bb2(%b : memref<4xf32>)
^bb2(%m: memref<4xf32>):
  memref.copy %m, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

// A buffer an scf.if yields, and the function returns, stays on the heap;
// one allocated in the other branch and only read there is promoted.
// CHECK-LABEL: func.func @returned_through_if
// CHECK:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         scf.if
// CHECK:           memref.alloca() : memref<8xf32>
// CHECK:         return
func.func @returned_through_if(%c: i1, %a: memref<4xf32>) -> memref<4xf32> {
  %b = memref.alloc() : memref<4xf32>
  %r = scf.if %c -> (memref<4xf32>) {
    scf.yield %b : memref<4xf32>
  } else {
    %t = memref.alloc() : memref<8xf32>
    %s = memref.subview %t[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
    memref.copy %a, %s : memref<4xf32> to memref<4xf32, strided<[1]>>
    scf.yield %a : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// -----

// An scf.for body is an allocation scope of its own: a buffer only used in
// one iteration goes on the stack; one the body yields stays on the heap.
// CHECK-LABEL: func.func @in_loop
// CHECK:         scf.for
// CHECK:           memref.alloca() : memref<4xf32>
// CHECK:           memref.alloc() : memref<2xf32>
func.func @in_loop(%lb: index, %ub: index, %st: index, %a: memref<4xf32>, %init: memref<2xf32>) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %init) -> (memref<2xf32>) {
    %t = memref.alloc() : memref<4xf32>
    memref.copy %a, %t : memref<4xf32> to memref<4xf32>
    %y = memref.alloc() : memref<2xf32>
    memref.copy %x, %y : memref<2xf32> to memref<2xf32>
    scf.yield %y : memref<2xf32>
  }
  return %r : memref<2xf32>
}
