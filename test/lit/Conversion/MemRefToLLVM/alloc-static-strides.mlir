// An allocation's descriptor holds its layout's static strides and element
// count as constants, as mlir-opt-22's (getMemRefDescriptorSizes): only a
// stride with a dynamic size after it is an llvm.mul. A strided memref.copy
// from the allocation then passes the helper constant strides: the
// bufferized models' copies into padded buffers (convnext_atto, swin_t,
// resnet18_dynamic) passed `i64 %2152, i64 %2151, i64 %2150` in their LLVM IR
// once the reshapes around those allocations folded away.
// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// RUN: strata-compile %s --emit=llvm-ir | FileCheck %s --check-prefix=IR

// CHECK-LABEL: func.func @static_strides(
// CHECK-DAG: %[[C8:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK-DAG: %[[C16:.*]] = llvm.mlir.constant(16 : index) : i64
// CHECK-DAG: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-DAG: %[[C128:.*]] = llvm.mlir.constant(128 : index) : i64
// CHECK-DAG: %[[C256:.*]] = llvm.mlir.constant(256 : index) : i64
// CHECK-NOT: llvm.mul
// CHECK: llvm.getelementptr %{{.*}}[%[[C256]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: llvm.insertvalue %[[C128]], %{{.*}}[4, 0]
// CHECK: llvm.insertvalue %[[C16]], %{{.*}}[4, 1]
// CHECK: llvm.insertvalue %[[C1]], %{{.*}}[4, 2]
// IR-LABEL: define void @static_strides(
// IR: call void @__strata_memref_copy_3_f32(i8* %{{.*}}, i64 0, i8* %{{.*}}, i64 %{{.*}}, i64 2, i64 8, i64 16, i64 128, i64 16, i64 1,
func.func @static_strides(%dst: memref<2x8x16xf32, strided<[512, 32, 1], offset: 3>>) {
  %a = memref.alloc() : memref<2x8x16xf32>
  memref.copy %a, %dst : memref<2x8x16xf32> to memref<2x8x16xf32, strided<[512, 32, 1], offset: 3>>
  memref.dealloc %a : memref<2x8x16xf32>
  return
}

// A dynamic size makes the strides before it (and the count) products; the
// ones after it stay constants.
// CHECK-LABEL: func.func @dynamic_size(
// CHECK-SAME: %[[N:[a-z0-9]+]]: index
// CHECK: %[[NI:.*]] = builtin.unrealized_conversion_cast %[[N]] : index to i64
// CHECK-DAG: %[[C16:.*]] = llvm.mlir.constant(16 : index) : i64
// CHECK-DAG: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[S0:.*]] = llvm.mul %[[C16]], %[[NI]] : i64
// CHECK: %[[COUNT:.*]] = llvm.mul %[[S0]], %{{.*}} : i64
// CHECK-NOT: llvm.mul
// CHECK: llvm.getelementptr %{{.*}}[%[[COUNT]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: llvm.insertvalue %[[S0]], %{{.*}}[4, 0]
// CHECK: llvm.insertvalue %[[C16]], %{{.*}}[4, 1]
// CHECK: llvm.insertvalue %[[C1]], %{{.*}}[4, 2]
// IR-LABEL: define void @dynamic_size(
// IR: call void @__strata_memref_copy_3_f32(i8* %{{.*}}, i64 0, i8* %{{.*}}, i64 %{{.*}}, i64 2, i64 %{{.*}}, i64 16, i64 %{{.*}}, i64 16, i64 1,
func.func @dynamic_size(%n: index, %dst: memref<2x?x16xf32, strided<[?, 32, 1], offset: ?>>) {
  %a = memref.alloc(%n) : memref<2x?x16xf32>
  memref.copy %a, %dst : memref<2x?x16xf32> to memref<2x?x16xf32, strided<[?, 32, 1], offset: ?>>
  memref.dealloc %a : memref<2x?x16xf32>
  return
}

// Unit and zero sizes: a size of 1 after a dim makes the stride that size
// itself; a zero size makes the strides before it 0.
// CHECK-LABEL: func.func @unit_and_zero(
// CHECK-NOT: llvm.mul
// CHECK: return
func.func @unit_and_zero() {
  %a = memref.alloca() : memref<3x1x4xf32>
  %b = memref.alloca() : memref<3x0x4xf32>
  %c = memref.alloca() : memref<f32>
  return
}
