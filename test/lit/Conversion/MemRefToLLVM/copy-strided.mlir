// memref.copy: contiguous buffers stay a memcpy; a copy from or into a strided buffer calls a loop
// nest generated once per rank and element type (upstream calls memrefCopy of the runtime library
// instead, see docs/cpu.md). The programs run under the differential check before the lowering.
// RUN: strata-opt %s --expand-strided-metadata --lower-affine --strata-diff-check > %t.mlir
// RUN: strata-opt %t.mlir --finalize-memref-to-llvm | FileCheck %s --implicit-check-not=memref.

// One helper per rank and element type, at the module's start, internal.
// CHECK-LABEL: llvm.func internal @__strata_memref_copy_1_i32(
// CHECK-SAME:    %[[SP:.*]]: !llvm.ptr, %[[SO:.*]]: i64, %[[DP:.*]]: !llvm.ptr, %[[DO:.*]]: i64, %[[N:.*]]: i64, %[[SS:.*]]: i64, %[[DS:.*]]: i64) {
// CHECK:         %[[ZERO:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK:         %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK:         llvm.br ^[[HEAD:bb[0-9]+]](%[[ZERO]] : i64)
// CHECK:       ^[[EXIT:bb[0-9]+]]:
// CHECK-NEXT:    llvm.return
// CHECK:       ^[[HEAD]](%[[I:.*]]: i64):
// CHECK-NEXT:    %[[C:.*]] = llvm.icmp "slt" %[[I]], %[[N]] : i64
// CHECK-NEXT:    llvm.cond_br %[[C]], ^[[BODY:bb[0-9]+]], ^[[EXIT]]
// CHECK:       ^[[BODY]]:
// CHECK-NEXT:    %[[T0:.*]] = llvm.mul %[[I]], %[[SS]] : i64
// CHECK-NEXT:    %[[SI:.*]] = llvm.add %[[SO]], %[[T0]] : i64
// CHECK-NEXT:    %[[T1:.*]] = llvm.mul %[[I]], %[[DS]] : i64
// CHECK-NEXT:    %[[DI:.*]] = llvm.add %[[DO]], %[[T1]] : i64
// CHECK-NEXT:    %[[SA:.*]] = llvm.getelementptr %[[SP]][%[[SI]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:    %[[V:.*]] = llvm.load %[[SA]] : !llvm.ptr -> i32
// CHECK-NEXT:    %[[DA:.*]] = llvm.getelementptr %[[DP]][%[[DI]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:    llvm.store %[[V]], %[[DA]] : i32, !llvm.ptr
// CHECK-NEXT:    llvm.br ^[[LATCH:bb[0-9]+]]
// CHECK:       ^[[LATCH]]:
// CHECK-NEXT:    %[[NEXT:.*]] = llvm.add %[[I]], %[[ONE]] : i64
// CHECK-NEXT:    llvm.br ^[[HEAD]](%[[NEXT]] : i64)
// CHECK-NEXT:  }

// A loop per dimension, the outer latch after the inner loop.
// CHECK-LABEL: llvm.func internal @__strata_memref_copy_2_f32(
// CHECK-COUNT-2: llvm.icmp "slt"
// CHECK:         llvm.load %{{.*}} : !llvm.ptr -> f32
// CHECK:         llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr
// CHECK:       }

// CHECK-LABEL: func.func @copy_contiguous(
// CHECK:         "llvm.intr.memcpy"(%{{.*}}, %{{.*}}, %{{.*}}) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:    return
func.func @copy_contiguous(%a: memref<2x3xf32>, %b: memref<2x3xf32>) {
  memref.copy %a, %b : memref<2x3xf32> to memref<2x3xf32>
  return
}

// CHECK-LABEL: func.func @copy_strided(
// CHECK:         %[[SRC:.*]] = llvm.insertvalue %{{.*}}[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK:         %[[DST:.*]] = llvm.insertvalue %{{.*}}[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK:         %[[SP:.*]] = llvm.extractvalue %[[SRC]][1]
// CHECK-NEXT:    %[[SO:.*]] = llvm.extractvalue %[[SRC]][2]
// CHECK-NEXT:    %[[DP:.*]] = llvm.extractvalue %[[DST]][1]
// CHECK-NEXT:    %[[DO:.*]] = llvm.extractvalue %[[DST]][2]
// CHECK-NEXT:    %[[N0:.*]] = llvm.extractvalue %[[SRC]][3, 0]
// CHECK-NEXT:    %[[N1:.*]] = llvm.extractvalue %[[SRC]][3, 1]
// CHECK-NEXT:    %[[S0:.*]] = llvm.extractvalue %[[SRC]][4, 0]
// CHECK-NEXT:    %[[S1:.*]] = llvm.extractvalue %[[SRC]][4, 1]
// CHECK-NEXT:    %[[T0:.*]] = llvm.extractvalue %[[DST]][4, 0]
// CHECK-NEXT:    %[[T1:.*]] = llvm.extractvalue %[[DST]][4, 1]
// CHECK-NEXT:    llvm.call @__strata_memref_copy_2_f32(%[[SP]], %[[SO]], %[[DP]], %[[DO]], %[[N0]], %[[N1]], %[[S0]], %[[S1]], %[[T0]], %[[T1]]) : (!llvm.ptr, i64, !llvm.ptr, i64, i64, i64, i64, i64, i64, i64) -> ()
func.func @copy_strided(%m: memref<4x6xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[1, 1] [2, 3] [1, 2] : memref<4x6xf32> to memref<2x3xf32, strided<[6, 2], offset: 7>>
  %a = memref.alloc() : memref<2x3xf32>
  memref.copy %s, %a : memref<2x3xf32, strided<[6, 2], offset: 7>> to memref<2x3xf32>
  %v = memref.load %a[%c1, %c2] : memref<2x3xf32>
  memref.dealloc %a : memref<2x3xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @copy_into_strided(
// CHECK:         llvm.call @__strata_memref_copy_2_f32(
func.func @copy_into_strided(%m: memref<?x?xf32>, %n: memref<2x2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[1, 0] [2, 2] [1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  memref.copy %n, %s : memref<2x2xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %v = memref.load %m[%c1, %c1] : memref<?x?xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @copy_i32(
// CHECK:         llvm.call @__strata_memref_copy_1_i32(
func.func @copy_i32(%a: memref<3xi32, strided<[2]>>, %b: memref<3xi32>) {
  memref.copy %a, %b : memref<3xi32, strided<[2]>> to memref<3xi32>
  return
}
