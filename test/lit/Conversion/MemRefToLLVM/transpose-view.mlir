// memref.transpose permutes the sizes and strides of the descriptor; memref.view moves the aligned
// pointer by the byte shift and builds row-major strides from the sizes (as upstream).
// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s --implicit-check-not=memref.

// CHECK-LABEL: func.func @transpose(
// CHECK:         %[[D:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<4x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %[[N1:.*]] = llvm.extractvalue %[[D]][3, 1]
// CHECK-NEXT:    %[[S1:.*]] = llvm.extractvalue %[[D]][4, 1]
// CHECK-NEXT:    %[[N0:.*]] = llvm.extractvalue %[[D]][3, 0]
// CHECK-NEXT:    %[[S0:.*]] = llvm.extractvalue %[[D]][4, 0]
// CHECK-NEXT:    %[[A:.*]] = llvm.extractvalue %[[D]][0]
// CHECK-NEXT:    %[[P:.*]] = llvm.extractvalue %[[D]][1]
// CHECK-NEXT:    %[[O:.*]] = llvm.extractvalue %[[D]][2]
// CHECK-NEXT:    %[[U:.*]] = llvm.mlir.poison
// CHECK-NEXT:    %[[R0:.*]] = llvm.insertvalue %[[A]], %[[U]][0]
// CHECK-NEXT:    %[[R1:.*]] = llvm.insertvalue %[[P]], %[[R0]][1]
// CHECK-NEXT:    %[[R2:.*]] = llvm.insertvalue %[[O]], %[[R1]][2]
// CHECK-NEXT:    %[[R3:.*]] = llvm.insertvalue %[[N1]], %[[R2]][3, 0]
// CHECK-NEXT:    %[[R4:.*]] = llvm.insertvalue %[[S1]], %[[R3]][4, 0]
// CHECK-NEXT:    %[[R5:.*]] = llvm.insertvalue %[[N0]], %[[R4]][3, 1]
// CHECK-NEXT:    %[[R6:.*]] = llvm.insertvalue %[[S0]], %[[R5]][4, 1]
// CHECK-NEXT:    builtin.unrealized_conversion_cast %[[R6]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<8x4xf32, strided<[1, 8]>>
func.func @transpose(%m: memref<4x8xf32>) -> memref<8x4xf32, strided<[1, 8]>> {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return %0 : memref<8x4xf32, strided<[1, 8]>>
}

// CHECK-LABEL: func.func @view(
// CHECK-SAME:    %{{.*}}: memref<2048xi8>, %[[SHIFT:.*]]: index, %[[N:.*]]: index)
// CHECK-DAG:     %[[SHIFTL:.*]] = builtin.unrealized_conversion_cast %[[SHIFT]] : index to i64
// CHECK-DAG:     %[[NL:.*]] = builtin.unrealized_conversion_cast %[[N]] : index to i64
// CHECK:         %[[P:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:    %[[Q:.*]] = llvm.getelementptr %[[P]][%[[SHIFTL]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK:         llvm.insertvalue %[[Q]], %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK:         llvm.insertvalue %[[NL]], %{{.*}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
func.func @view(%m: memref<2048xi8>, %s: index, %n: index) -> memref<?x4xf32> {
  %0 = memref.view %m[%s][%n] : memref<2048xi8> to memref<?x4xf32>
  return %0 : memref<?x4xf32>
}
