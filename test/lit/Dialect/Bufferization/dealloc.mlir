// bufferization.dealloc round-trips as mlir-opt-22 prints it: memrefs with their conditions,
// retained memrefs (one i1 result each, ranked or unranked), either group alone, neither, and the
// generic form (three operand segments).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @dealloc(
// CHECK: %[[R:.*]]:2 = bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<4xi32>) if (%arg2, %arg3) retain (%arg4, %arg5 : memref<1xf32>, memref<*xf32>)
// CHECK: bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg2){{$}}
// CHECK: bufferization.dealloc{{$}}
// CHECK: %{{.*}} = bufferization.dealloc retain (%arg4 : memref<1xf32>)
// CHECK: bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg2) {tag}
// GENERIC: %{{.*}}:2 = "bufferization.dealloc"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 2, 2, 2>}> : (memref<2xf32>, memref<4xi32>, i1, i1, memref<1xf32>, memref<*xf32>) -> (i1, i1)
// GENERIC: "bufferization.dealloc"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i1) -> ()
// GENERIC: "bufferization.dealloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
// GENERIC: %{{.*}} = "bufferization.dealloc"(%{{.*}}) <{operandSegmentSizes = array<i32: 0, 0, 1>}> : (memref<1xf32>) -> i1
func.func @dealloc(%a: memref<2xf32>, %b: memref<4xi32>, %c0: i1, %c1: i1, %r: memref<1xf32>, %u: memref<*xf32>) -> (i1, i1, i1) {
  %0:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi32>) if (%c0, %c1) retain (%r, %u : memref<1xf32>, memref<*xf32>)
  bufferization.dealloc (%a : memref<2xf32>) if (%c0)
  bufferization.dealloc
  %1 = bufferization.dealloc retain (%r : memref<1xf32>)
  bufferization.dealloc (%a : memref<2xf32>) if (%c0) {tag}
  return %0#0, %0#1, %1 : i1, i1, i1
}
