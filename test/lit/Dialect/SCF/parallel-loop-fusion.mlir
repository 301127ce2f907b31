// RUN: strata-opt %s -split-input-file --scf-parallel-loop-fusion | FileCheck %s
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-diff-check-dim=5 --scf-parallel-loop-fusion > /dev/null

// A reduction's zeroing and the reduction: one loop, the zeroing first in
// each iteration; the constant between them moves before the loop.
// CHECK-LABEL: func.func @fill_then_reduce
// CHECK:         %[[ACC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    arith.constant 4 : index
// CHECK-NEXT:    scf.parallel (%[[I:.*]]) =
// CHECK-NEXT:      arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      memref.store %{{.*}}, %[[ACC]][%[[I]]] : memref<4xf32>
// CHECK-NEXT:      scf.for
// CHECK:           memref.load %[[ACC]][%[[I]]]
// CHECK-NOT:     scf.parallel
// CHECK:         return
func.func @fill_then_reduce(%x: memref<4x10xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %acc = memref.alloc() : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %zero = arith.constant 0.0 : f32
    memref.store %zero, %acc[%i] : memref<4xf32>
    scf.reduce
  }
  %four = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%four) step (%c1) {
    scf.for %j = %c0 to %c10 step %c1 {
      %v = memref.load %x[%i, %j] : memref<4x10xf32>
      %a = memref.load %acc[%i] : memref<4xf32>
      %s = arith.addf %v, %a : f32
      memref.store %s, %acc[%i] : memref<4xf32>
    }
    scf.reduce
  }
  return %acc : memref<4xf32>
}

// -----

// A chain of three loops becomes one, and loops in another op's region (an
// scf.for's body) fuse there; a loop the chain cannot take (other bounds)
// stays, and so does the loop after it, which it separates from the chain.
// CHECK-LABEL: func.func @chain_and_nested
// CHECK:         scf.parallel
// CHECK-COUNT-3:   math.exp
// CHECK:         scf.parallel
// CHECK:         scf.parallel
// CHECK:         scf.for
// CHECK-NEXT:      scf.parallel
// CHECK-COUNT-2:     arith.addf
// CHECK-NOT:     scf.parallel
// CHECK:         return
func.func @chain_and_nested(%x: memref<4xf32>, %n: index) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<3xf32>, memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  %d = memref.alloc() : memref<3xf32>
  %e = memref.alloc() : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %x[%i] : memref<4xf32>
    %r = math.exp %v : f32
    memref.store %r, %a[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %a[%i] : memref<4xf32>
    %r = math.exp %v : f32
    memref.store %r, %b[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %b[%i] : memref<4xf32>
    %r = math.exp %v : f32
    memref.store %r, %c[%i] : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %v = memref.load %x[%i] : memref<4xf32>
    memref.store %v, %d[%i] : memref<3xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %c[%i] : memref<4xf32>
    memref.store %v, %e[%i] : memref<4xf32>
    scf.reduce
  }
  scf.for %t = %c0 to %n step %c1 {
    scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
      %v = memref.load %e[%i] : memref<4xf32>
      %r = arith.addf %v, %v : f32
      memref.store %r, %a[%i] : memref<4xf32>
      scf.reduce
    }
    scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
      %v = memref.load %a[%i] : memref<4xf32>
      %r = arith.addf %v, %v : f32
      memref.store %r, %e[%i] : memref<4xf32>
      scf.reduce
    }
  }
  return %a, %b, %c, %d, %e : memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<3xf32>, memref<4xf32>
}

// -----

// Dynamic bounds that are one value; two dims; buffers of each loop's own.
// CHECK-LABEL: func.func @dynamic_2d
// CHECK:         scf.parallel
// CHECK-NOT:     scf.parallel
// CHECK:         return
func.func @dynamic_2d(%x: memref<?x3xf32>, %y: memref<?x3xf32>, %n: index) -> (memref<?x3xf32>, memref<?x3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%n) : memref<?x3xf32>
  %b = memref.alloc(%n) : memref<?x3xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c3) step (%c1, %c1) {
    %v = memref.load %x[%i, %j] : memref<?x3xf32>
    %e = math.exp %v : f32
    memref.store %e, %a[%i, %j] : memref<?x3xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c3) step (%c1, %c1) {
    %v = memref.load %a[%i, %j] : memref<?x3xf32>
    %w = memref.load %y[%i, %j] : memref<?x3xf32>
    %s = arith.mulf %v, %w : f32
    memref.store %s, %b[%i, %j] : memref<?x3xf32>
    scf.reduce
  }
  return %a, %b : memref<?x3xf32>, memref<?x3xf32>
}

// -----

// Not fused: another iteration's element read (a shift), a store between
// the loops, different bounds, two function arguments that may alias,
// and views of one buffer.
// CHECK-LABEL: func.func @not_fused
// CHECK-COUNT-10: scf.parallel
// CHECK:         return
func.func @not_fused(%x: memref<5xf32>, %y: memref<5xf32>, %z: memref<6xf32>) -> (memref<5xf32>, memref<5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloc() : memref<5xf32>
  %b = memref.alloc() : memref<5xf32>
  %f = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %f, %a[%i] : memref<5xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %i1 = arith.addi %i, %c1 : index
    %v = memref.load %a[%i1] : memref<5xf32>
    memref.store %v, %b[%i] : memref<5xf32>
    scf.reduce
  }
  memref.store %f, %z[%c5] : memref<6xf32>
  scf.parallel (%i) = (%c0) to (%c5) step (%c1) {
    memref.store %f, %b[%i] : memref<5xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %b[%i] : memref<5xf32>
    memref.store %v, %a[%i] : memref<5xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c5) step (%c1) {
    memref.store %f, %x[%i] : memref<5xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c5) step (%c1) {
    %v = memref.load %y[%i] : memref<5xf32>
    memref.store %v, %b[%i] : memref<5xf32>
    scf.reduce
  }
  %v1 = memref.subview %z[0] [5] [1] : memref<6xf32> to memref<5xf32, strided<[1]>>
  %v2 = memref.subview %z[1] [5] [1] : memref<6xf32> to memref<5xf32, strided<[1], offset: 1>>
  scf.parallel (%i) = (%c0) to (%c5) step (%c1) {
    memref.store %f, %v1[%i] : memref<5xf32, strided<[1]>>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c5) step (%c1) {
    %v = memref.load %v2[%i] : memref<5xf32, strided<[1], offset: 1>>
    memref.store %v, %a[%i] : memref<5xf32>
    scf.reduce
  }
  %r = memref.alloc() : memref<f32>
  scf.parallel (%i) = (%c0) to (%c5) step (%c1) {
    memref.store %f, %a[%i] : memref<5xf32>
    scf.reduce
  }
  %zero = arith.constant 0.0 : f32
  %sum = scf.parallel (%i) = (%c0) to (%c5) step (%c1) init (%zero) -> f32 {
    %v = memref.load %y[%i] : memref<5xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  memref.store %sum, %r[] : memref<f32>
  return %a, %b : memref<5xf32>, memref<5xf32>
}
