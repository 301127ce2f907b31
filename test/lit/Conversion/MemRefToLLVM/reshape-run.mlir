// memref.reshape lowered by finalize-memref-to-llvm (static sizes as constants, dynamic ones loaded
// from the shape memref, row-major strides) gives the CPU what the interpreter computes.
// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// RUN: strata-run %s --target=interp --random-inputs > %t.interp
// RUN: strata-run %s --target=cpu --random-inputs > %t.cpu
// RUN: diff %t.interp %t.cpu

// CHECK-LABEL: func.func @main(
// CHECK: %[[S:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
// CHECK: llvm.insertvalue %[[S]], %{{.*}}[3, 0]
// CHECK-NOT: memref.reshape
func.func @main(%a: memref<12xf32>) -> (f32, f32) {
  %shape = memref.alloca() : memref<2xindex>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  memref.store %c4, %shape[%c0] : memref<2xindex>
  memref.store %c3, %shape[%c1] : memref<2xindex>
  %r = memref.reshape %a(%shape) : (memref<12xf32>, memref<2xindex>) -> memref<?x3xf32>
  %x = memref.load %r[%c2, %c1] : memref<?x3xf32>
  %y = memref.load %r[%c3, %c2] : memref<?x3xf32>
  return %x, %y : f32, f32
}
