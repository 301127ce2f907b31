// alloc (malloc, alignment), alloca, dealloc, load/store (strided address),
// dim, globals, copy (memcpy), cast; rank 0, dynamic dims and every element type.
// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr

// CHECK-LABEL: func.func @alloc_dealloc(
// CHECK-SAME: %[[ARG0:.*]]: index)
// CHECK: %[[C:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK: %[[C_1:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK: %[[C_2:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[C_32:.*]] = llvm.mlir.constant(32 : index) : i64
// CHECK: %[[ZERO:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: %[[GETELEMENTPTR:.*]] = llvm.getelementptr %[[ZERO]][%[[C_32]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[PTRTOINT:.*]] = llvm.ptrtoint %[[GETELEMENTPTR]] : !llvm.ptr to i64
// CHECK: %[[CALL:.*]] = llvm.call @malloc(%[[PTRTOINT]]) : (i64) -> !llvm.ptr
// CHECK: %[[C_3:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[POISON:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE:.*]] = llvm.insertvalue %[[CALL]], %[[POISON]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_1:.*]] = llvm.insertvalue %[[CALL]], %[[INSERTVALUE]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_2:.*]] = llvm.insertvalue %[[C_3]], %[[INSERTVALUE_1]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_3:.*]] = llvm.insertvalue %[[C]], %[[INSERTVALUE_2]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_4:.*]] = llvm.insertvalue %[[C_1]], %[[INSERTVALUE_3]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_5:.*]] = llvm.insertvalue %[[C_1]], %[[INSERTVALUE_4]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_6:.*]] = llvm.insertvalue %[[C_2]], %[[INSERTVALUE_5]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[UNREALIZED_CONVERSION_CAST:.*]] = builtin.unrealized_conversion_cast %[[ARG0]] : index to i64
// CHECK: %[[C_4:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK: %[[C_5:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[MUL_3:.*]] = llvm.mul %[[C_4]], %[[UNREALIZED_CONVERSION_CAST]] : i64
// CHECK: %[[ZERO_1:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: %[[GETELEMENTPTR_1:.*]] = llvm.getelementptr %[[ZERO_1]][%[[MUL_3]]] : (!llvm.ptr, i64) -> !llvm.ptr, i16
// CHECK: %[[PTRTOINT_1:.*]] = llvm.ptrtoint %[[GETELEMENTPTR_1]] : !llvm.ptr to i64
// CHECK: %[[C_6:.*]] = llvm.mlir.constant(64 : index) : i64
// CHECK: %[[ADD:.*]] = llvm.add %[[PTRTOINT_1]], %[[C_6]] : i64
// CHECK: %[[CALL_1:.*]] = llvm.call @malloc(%[[ADD]]) : (i64) -> !llvm.ptr
// CHECK: %[[PTRTOINT_2:.*]] = llvm.ptrtoint %[[CALL_1]] : !llvm.ptr to i64
// CHECK: %[[C_7:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[SUB:.*]] = llvm.sub %[[C_6]], %[[C_7]] : i64
// CHECK: %[[ADD_1:.*]] = llvm.add %[[PTRTOINT_2]], %[[SUB]] : i64
// CHECK: %[[UREM:.*]] = llvm.urem %[[ADD_1]], %[[C_6]] : i64
// CHECK: %[[SUB_1:.*]] = llvm.sub %[[ADD_1]], %[[UREM]] : i64
// CHECK: %[[INTTOPTR:.*]] = llvm.inttoptr %[[SUB_1]] : i64 to !llvm.ptr
// CHECK: %[[C_8:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[POISON_1:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_7:.*]] = llvm.insertvalue %[[CALL_1]], %[[POISON_1]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_8:.*]] = llvm.insertvalue %[[INTTOPTR]], %[[INSERTVALUE_7]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_9:.*]] = llvm.insertvalue %[[C_8]], %[[INSERTVALUE_8]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_10:.*]] = llvm.insertvalue %[[UNREALIZED_CONVERSION_CAST]], %[[INSERTVALUE_9]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_11:.*]] = llvm.insertvalue %[[C_4]], %[[INSERTVALUE_10]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_12:.*]] = llvm.insertvalue %[[C_4]], %[[INSERTVALUE_11]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_13:.*]] = llvm.insertvalue %[[C_5]], %[[INSERTVALUE_12]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[EXTRACTVALUE:.*]] = llvm.extractvalue %[[INSERTVALUE_6]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: llvm.call @free(%[[EXTRACTVALUE]]) : (!llvm.ptr) -> ()
// CHECK: %[[EXTRACTVALUE_1:.*]] = llvm.extractvalue %[[INSERTVALUE_13]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: llvm.call @free(%[[EXTRACTVALUE_1]]) : (!llvm.ptr) -> ()
// CHECK: return
func.func @alloc_dealloc(%n: index) {
  %0 = memref.alloc() : memref<4x8xf32>
  %1 = memref.alloc(%n) {alignment = 64 : i64} : memref<?x2xi16>
  memref.dealloc %0 : memref<4x8xf32>
  memref.dealloc %1 : memref<?x2xi16>
  return
}

// CHECK-LABEL: func.func @alloca() -> f64
// CHECK: %[[C:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[ALLOCA:.*]] = llvm.alloca %[[C]] x f64 : (i64) -> !llvm.ptr
// CHECK: %[[C_1:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[POISON:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[INSERTVALUE:.*]] = llvm.insertvalue %[[ALLOCA]], %[[POISON]][0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[INSERTVALUE_1:.*]] = llvm.insertvalue %[[ALLOCA]], %[[INSERTVALUE]][1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[INSERTVALUE_2:.*]] = llvm.insertvalue %[[C_1]], %[[INSERTVALUE_1]][2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[EXTRACTVALUE:.*]] = llvm.extractvalue %[[INSERTVALUE_2]][1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[LOAD:.*]] = llvm.load %[[EXTRACTVALUE]] : !llvm.ptr -> f64
// CHECK: return %[[LOAD]] : f64
func.func @alloca() -> f64 {
  %0 = memref.alloca() : memref<f64>
  %v = memref.load %0[] : memref<f64>
  return %v : f64
}

// CHECK-LABEL: func.func @load_store(
// CHECK-SAME: %[[ARG0:.*]]: memref<?x?xbf16>, %[[ARG1:.*]]: index, %[[ARG2:.*]]: index, %[[ARG3:.*]]: bf16)
// CHECK: %[[UNREALIZED_CONVERSION_CAST:.*]] = builtin.unrealized_conversion_cast %[[ARG0]] : memref<?x?xbf16> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[UNREALIZED_CONVERSION_CAST_1:.*]] = builtin.unrealized_conversion_cast %[[ARG1]] : index to i64
// CHECK: %[[UNREALIZED_CONVERSION_CAST_2:.*]] = builtin.unrealized_conversion_cast %[[ARG2]] : index to i64
// CHECK: %[[EXTRACTVALUE:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[EXTRACTVALUE_1:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[MUL:.*]] = llvm.mul %[[UNREALIZED_CONVERSION_CAST_1]], %[[EXTRACTVALUE_1]] overflow<nsw, nuw> : i64
// CHECK: %[[ADD:.*]] = llvm.add %[[MUL]], %[[UNREALIZED_CONVERSION_CAST_2]] overflow<nsw, nuw> : i64
// CHECK: %[[GETELEMENTPTR:.*]] = llvm.getelementptr inbounds|nuw %[[EXTRACTVALUE]][%[[ADD]]] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
// CHECK: llvm.store %[[ARG3]], %[[GETELEMENTPTR]] : bf16, !llvm.ptr
// CHECK: %[[EXTRACTVALUE_2:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[EXTRACTVALUE_3:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[MUL_1:.*]] = llvm.mul %[[UNREALIZED_CONVERSION_CAST_2]], %[[EXTRACTVALUE_3]] overflow<nsw, nuw> : i64
// CHECK: %[[ADD_1:.*]] = llvm.add %[[MUL_1]], %[[UNREALIZED_CONVERSION_CAST_1]] overflow<nsw, nuw> : i64
// CHECK: %[[GETELEMENTPTR_1:.*]] = llvm.getelementptr inbounds|nuw %[[EXTRACTVALUE_2]][%[[ADD_1]]] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
// CHECK: %[[LOAD:.*]] = llvm.load %[[GETELEMENTPTR_1]] : !llvm.ptr -> bf16
// CHECK: return
func.func @load_store(%m: memref<?x?xbf16>, %i: index, %j: index, %v: bf16) {
  memref.store %v, %m[%i, %j] : memref<?x?xbf16>
  %x = memref.load %m[%j, %i] : memref<?x?xbf16>
  return
}

// CHECK-LABEL: func.func @element_types(
// CHECK-SAME: %[[ARG0:.*]]: memref<2xi1>, %[[ARG1:.*]]: memref<2xi8>, %[[ARG2:.*]]: memref<2xi64>, %[[ARG3:.*]]: memref<2xindex>, %[[ARG4:.*]]: memref<2xf16>, %[[ARG5:.*]]: index) -> (i1, i8, i64, index, f16)
// CHECK: %[[UNREALIZED_CONVERSION_CAST:.*]] = builtin.unrealized_conversion_cast %[[ARG0]] : memref<2xi1> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[UNREALIZED_CONVERSION_CAST_1:.*]] = builtin.unrealized_conversion_cast %[[ARG5]] : index to i64
// CHECK: %[[EXTRACTVALUE:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[GETELEMENTPTR:.*]] = llvm.getelementptr inbounds|nuw %[[EXTRACTVALUE]][%[[UNREALIZED_CONVERSION_CAST_1]]] : (!llvm.ptr, i64) -> !llvm.ptr, i1
// CHECK: %[[LOAD:.*]] = llvm.load %[[GETELEMENTPTR]] : !llvm.ptr -> i1
// CHECK: %[[UNREALIZED_CONVERSION_CAST_2:.*]] = builtin.unrealized_conversion_cast %[[ARG1]] : memref<2xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[EXTRACTVALUE_1:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST_2]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[GETELEMENTPTR_1:.*]] = llvm.getelementptr inbounds|nuw %[[EXTRACTVALUE_1]][%[[UNREALIZED_CONVERSION_CAST_1]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK: %[[LOAD_1:.*]] = llvm.load %[[GETELEMENTPTR_1]] : !llvm.ptr -> i8
// CHECK: %[[UNREALIZED_CONVERSION_CAST_3:.*]] = builtin.unrealized_conversion_cast %[[ARG2]] : memref<2xi64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[EXTRACTVALUE_2:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST_3]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[GETELEMENTPTR_2:.*]] = llvm.getelementptr inbounds|nuw %[[EXTRACTVALUE_2]][%[[UNREALIZED_CONVERSION_CAST_1]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: %[[LOAD_2:.*]] = llvm.load %[[GETELEMENTPTR_2]] : !llvm.ptr -> i64
// CHECK: %[[UNREALIZED_CONVERSION_CAST_4:.*]] = builtin.unrealized_conversion_cast %[[ARG3]] : memref<2xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[EXTRACTVALUE_3:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST_4]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[GETELEMENTPTR_3:.*]] = llvm.getelementptr inbounds|nuw %[[EXTRACTVALUE_3]][%[[UNREALIZED_CONVERSION_CAST_1]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: %[[LOAD_3:.*]] = llvm.load %[[GETELEMENTPTR_3]] : !llvm.ptr -> i64
// CHECK: %[[UNREALIZED_CONVERSION_CAST_5:.*]] = builtin.unrealized_conversion_cast %[[LOAD_3]] : i64 to index
// CHECK: %[[UNREALIZED_CONVERSION_CAST_6:.*]] = builtin.unrealized_conversion_cast %[[ARG4]] : memref<2xf16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[EXTRACTVALUE_4:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST_6]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[GETELEMENTPTR_4:.*]] = llvm.getelementptr inbounds|nuw %[[EXTRACTVALUE_4]][%[[UNREALIZED_CONVERSION_CAST_1]]] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK: %[[LOAD_4:.*]] = llvm.load %[[GETELEMENTPTR_4]] : !llvm.ptr -> f16
// CHECK: return %[[LOAD]], %[[LOAD_1]], %[[LOAD_2]], %[[UNREALIZED_CONVERSION_CAST_5]], %[[LOAD_4]] : i1, i8, i64, index, f16
func.func @element_types(%a: memref<2xi1>, %b: memref<2xi8>, %c: memref<2xi64>, %d: memref<2xindex>, %e: memref<2xf16>, %i: index) -> (i1, i8, i64, index, f16) {
  %0 = memref.load %a[%i] : memref<2xi1>
  %1 = memref.load %b[%i] : memref<2xi8>
  %2 = memref.load %c[%i] : memref<2xi64>
  %3 = memref.load %d[%i] : memref<2xindex>
  %4 = memref.load %e[%i] : memref<2xf16>
  return %0, %1, %2, %3, %4 : i1, i8, i64, index, f16
}

// CHECK-LABEL: func.func @dim(
// CHECK-SAME: %[[ARG0:.*]]: memref<4x?xf32>) -> (index, index)
// CHECK: %[[CONSTANT:.*]] = arith.constant 0 : index
// CHECK: %[[CONSTANT_1:.*]] = arith.constant 1 : index
// CHECK: %[[UNREALIZED_CONVERSION_CAST:.*]] = builtin.unrealized_conversion_cast %[[ARG0]] : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[C:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK: %[[UNREALIZED_CONVERSION_CAST_1:.*]] = builtin.unrealized_conversion_cast %[[C]] : i64 to index
// CHECK: %[[EXTRACTVALUE:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[UNREALIZED_CONVERSION_CAST_2:.*]] = builtin.unrealized_conversion_cast %[[EXTRACTVALUE]] : i64 to index
// CHECK: return %[[UNREALIZED_CONVERSION_CAST_1]], %[[UNREALIZED_CONVERSION_CAST_2]] : index, index
// CHECK: llvm.mlir.global private constant @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
// CHECK: llvm.mlir.global external @buffer() {addr_space = 0 : i32} : !llvm.array<2 x array<2 x f32>>
func.func @dim(%m: memref<4x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.dim %m, %c0 : memref<4x?xf32>
  %1 = memref.dim %m, %c1 : memref<4x?xf32>
  return %0, %1 : index, index
}

memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]>

memref.global @buffer : memref<2x2xf32> = uninitialized

// CHECK-LABEL: func.func @globals() -> i32
// CHECK: %[[CONSTANT:.*]] = arith.constant 1 : index
// CHECK: %[[ADDRESSOF:.*]] = llvm.mlir.addressof @table : !llvm.ptr
// CHECK: %[[GETELEMENTPTR:.*]] = llvm.getelementptr %[[ADDRESSOF]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
// CHECK: %[[C:.*]] = llvm.mlir.constant(3735928559 : index) : i64
// CHECK: %[[INTTOPTR:.*]] = llvm.inttoptr %[[C]] : i64 to !llvm.ptr
// CHECK: %[[C_1:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK: %[[C_2:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[C_3:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[POISON:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[INSERTVALUE:.*]] = llvm.insertvalue %[[INTTOPTR]], %[[POISON]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[INSERTVALUE_1:.*]] = llvm.insertvalue %[[GETELEMENTPTR]], %[[INSERTVALUE]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[INSERTVALUE_2:.*]] = llvm.insertvalue %[[C_3]], %[[INSERTVALUE_1]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[INSERTVALUE_3:.*]] = llvm.insertvalue %[[C_1]], %[[INSERTVALUE_2]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[INSERTVALUE_4:.*]] = llvm.insertvalue %[[C_2]], %[[INSERTVALUE_3]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[ADDRESSOF_1:.*]] = llvm.mlir.addressof @buffer : !llvm.ptr
// CHECK: %[[GETELEMENTPTR_1:.*]] = llvm.getelementptr %[[ADDRESSOF_1]][0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<2 x f32>>
// CHECK: %[[C_4:.*]] = llvm.mlir.constant(3735928559 : index) : i64
// CHECK: %[[INTTOPTR_1:.*]] = llvm.inttoptr %[[C_4]] : i64 to !llvm.ptr
// CHECK: %[[C_5:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK: %[[C_6:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK: %[[C_7:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[C_9:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK: %[[C_8:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[POISON_1:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_5:.*]] = llvm.insertvalue %[[INTTOPTR_1]], %[[POISON_1]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_6:.*]] = llvm.insertvalue %[[GETELEMENTPTR_1]], %[[INSERTVALUE_5]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_7:.*]] = llvm.insertvalue %[[C_8]], %[[INSERTVALUE_6]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_8:.*]] = llvm.insertvalue %[[C_5]], %[[INSERTVALUE_7]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_9:.*]] = llvm.insertvalue %[[C_6]], %[[INSERTVALUE_8]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_10:.*]] = llvm.insertvalue %[[C_6]], %[[INSERTVALUE_9]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_11:.*]] = llvm.insertvalue %[[C_7]], %[[INSERTVALUE_10]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[UNREALIZED_CONVERSION_CAST:.*]] = builtin.unrealized_conversion_cast %[[CONSTANT]] : index to i64
// CHECK: %[[EXTRACTVALUE:.*]] = llvm.extractvalue %[[INSERTVALUE_4]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[GETELEMENTPTR_2:.*]] = llvm.getelementptr inbounds|nuw %[[EXTRACTVALUE]][%[[UNREALIZED_CONVERSION_CAST]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK: %[[LOAD:.*]] = llvm.load %[[GETELEMENTPTR_2]] : !llvm.ptr -> i32
// CHECK: return %[[LOAD]] : i32
func.func @globals() -> i32 {
  %c1 = arith.constant 1 : index
  %0 = memref.get_global @table : memref<4xi32>
  %1 = memref.get_global @buffer : memref<2x2xf32>
  %v = memref.load %0[%c1] : memref<4xi32>
  return %v : i32
}

// CHECK-LABEL: func.func @copy(
// CHECK-SAME: %[[ARG0:.*]]: memref<4x4xf32>, %[[ARG1:.*]]: memref<4x4xf32>)
// CHECK: %[[UNREALIZED_CONVERSION_CAST:.*]] = builtin.unrealized_conversion_cast %[[ARG0]] : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[UNREALIZED_CONVERSION_CAST_1:.*]] = builtin.unrealized_conversion_cast %[[ARG1]] : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[C:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[EXTRACTVALUE:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[MUL:.*]] = llvm.mul %[[C]], %[[EXTRACTVALUE]] : i64
// CHECK: %[[EXTRACTVALUE_1:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[MUL_1:.*]] = llvm.mul %[[MUL]], %[[EXTRACTVALUE_1]] : i64
// CHECK: %[[ZERO:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: %[[GETELEMENTPTR:.*]] = llvm.getelementptr %[[ZERO]][%[[MUL_1]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[PTRTOINT:.*]] = llvm.ptrtoint %[[GETELEMENTPTR]] : !llvm.ptr to i64
// CHECK: %[[EXTRACTVALUE_2:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[EXTRACTVALUE_3:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[GETELEMENTPTR_1:.*]] = llvm.getelementptr inbounds %[[EXTRACTVALUE_2]][%[[EXTRACTVALUE_3]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[EXTRACTVALUE_4:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST_1]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[EXTRACTVALUE_5:.*]] = llvm.extractvalue %[[UNREALIZED_CONVERSION_CAST_1]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[GETELEMENTPTR_2:.*]] = llvm.getelementptr inbounds %[[EXTRACTVALUE_4]][%[[EXTRACTVALUE_5]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: "llvm.intr.memcpy"(%[[GETELEMENTPTR_2]], %[[GETELEMENTPTR_1]], %[[PTRTOINT]]) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK: return
func.func @copy(%a: memref<4x4xf32>, %b: memref<4x4xf32>) {
  memref.copy %a, %b : memref<4x4xf32> to memref<4x4xf32>
  return
}

// CHECK-LABEL: func.func @cast(
// CHECK-SAME: %[[ARG0:.*]]: memref<4xf32>) -> memref<?xf32>
// CHECK: %[[UNREALIZED_CONVERSION_CAST:.*]] = builtin.unrealized_conversion_cast %[[ARG0]] : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[UNREALIZED_CONVERSION_CAST_1:.*]] = builtin.unrealized_conversion_cast %[[UNREALIZED_CONVERSION_CAST]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK: return %[[UNREALIZED_CONVERSION_CAST_1]] : memref<?xf32>

func.func @cast(%a: memref<4xf32>) -> memref<?xf32> {
  %0 = memref.cast %a : memref<4xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}
