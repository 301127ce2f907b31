// func.func/return/call to llvm; memref arguments unpacked into descriptor fields,
// several results in a struct, _mlir_ciface_ wrappers for llvm.emit_c_interface.
// RUN: strata-opt %s --convert-func-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @scalars(
// CHECK-SAME: %[[ARG0:.*]]: i32, %[[ARG1:.*]]: f64, %[[ARG2:.*]]: i64) -> i32
// CHECK: llvm.return %[[ARG0]] : i32
func.func @scalars(%a: i32, %b: f64, %c: index) -> i32 {
  return %a : i32
}

// CHECK-LABEL: llvm.func @multi_result(
// CHECK-SAME: %[[ARG0:.*]]: i32, %[[ARG1:.*]]: f32) -> !llvm.struct<(i32, f32)>
// CHECK: %[[POISON:.*]] = llvm.mlir.poison : !llvm.struct<(i32, f32)>
// CHECK: %[[INSERTVALUE:.*]] = llvm.insertvalue %[[ARG0]], %[[POISON]][0] : !llvm.struct<(i32, f32)>
// CHECK: %[[INSERTVALUE_1:.*]] = llvm.insertvalue %[[ARG1]], %[[INSERTVALUE]][1] : !llvm.struct<(i32, f32)>
// CHECK: llvm.return %[[INSERTVALUE_1]] : !llvm.struct<(i32, f32)>
func.func @multi_result(%a: i32, %b: f32) -> (i32, f32) {
  return %a, %b : i32, f32
}

// CHECK-LABEL: llvm.func @memref_args(
// CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr, %[[ARG1:.*]]: !llvm.ptr, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64, %[[ARG6:.*]]: i64, %[[ARG7:.*]]: !llvm.ptr, %[[ARG8:.*]]: !llvm.ptr, %[[ARG9:.*]]: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[POISON:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE:.*]] = llvm.insertvalue %[[ARG0]], %[[POISON]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_1:.*]] = llvm.insertvalue %[[ARG1]], %[[INSERTVALUE]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_2:.*]] = llvm.insertvalue %[[ARG2]], %[[INSERTVALUE_1]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_3:.*]] = llvm.insertvalue %[[ARG3]], %[[INSERTVALUE_2]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_4:.*]] = llvm.insertvalue %[[ARG5]], %[[INSERTVALUE_3]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_5:.*]] = llvm.insertvalue %[[ARG4]], %[[INSERTVALUE_4]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_6:.*]] = llvm.insertvalue %[[ARG6]], %[[INSERTVALUE_5]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: llvm.return %[[INSERTVALUE_6]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
func.func @memref_args(%m: memref<4x?xf32>, %r: memref<f64>) -> memref<4x?xf32> {
  return %m : memref<4x?xf32>
}

// CHECK-LABEL: llvm.func @calls(
// CHECK-SAME: %[[ARG0:.*]]: i32) -> i32
// CHECK: %[[CONSTANT:.*]] = arith.constant 1.000000e+00 : f64
// CHECK: %[[CONSTANT_1:.*]] = arith.constant 2 : index
// CHECK: %[[UNREALIZED_CONVERSION_CAST:.*]] = builtin.unrealized_conversion_cast %[[CONSTANT_1]] : index to i64
// CHECK: %[[CALL:.*]] = llvm.call @scalars(%[[ARG0]], %[[CONSTANT]], %[[UNREALIZED_CONVERSION_CAST]]) : (i32, f64, i64) -> i32
// CHECK: llvm.return %[[CALL]] : i32
func.func @calls(%a: i32) -> i32 {
  %b = arith.constant 1.0 : f64
  %c = arith.constant 2 : index
  %0 = call @scalars(%a, %b, %c) : (i32, f64, index) -> i32
  return %0 : i32
}

// CHECK-LABEL: llvm.func @external(i64) -> i64 attributes {sym_visibility = "private"}
func.func private @external(i64) -> i64

// CHECK-LABEL: llvm.func @ciface(
// CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr, %[[ARG1:.*]]: !llvm.ptr, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i8) -> i8 attributes {llvm.emit_c_interface}
// CHECK: llvm.return %[[ARG5]] : i8
// CHECK-LABEL: llvm.func @_mlir_ciface_ciface(
// CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr, %[[ARG1:.*]]: i8) -> i8 attributes {llvm.emit_c_interface}
// CHECK: %[[LOAD:.*]] = llvm.load %[[ARG0]] : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[EXTRACTVALUE:.*]] = llvm.extractvalue %[[LOAD]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[EXTRACTVALUE_1:.*]] = llvm.extractvalue %[[LOAD]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[EXTRACTVALUE_2:.*]] = llvm.extractvalue %[[LOAD]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[EXTRACTVALUE_3:.*]] = llvm.extractvalue %[[LOAD]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[EXTRACTVALUE_4:.*]] = llvm.extractvalue %[[LOAD]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[CALL:.*]] = llvm.call @ciface(%[[EXTRACTVALUE]], %[[EXTRACTVALUE_1]], %[[EXTRACTVALUE_2]], %[[EXTRACTVALUE_3]], %[[EXTRACTVALUE_4]], %[[ARG1]]) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i8) -> i8
// CHECK: llvm.return %[[CALL]] : i8
func.func @ciface(%m: memref<8xi16>, %x: i8) -> i8 attributes {llvm.emit_c_interface} {
  return %x : i8
}

// CHECK-LABEL: llvm.func @ciface_memref_result(
// CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr, %[[ARG1:.*]]: !llvm.ptr, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: i64, %[[ARG6:.*]]: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> attributes {llvm.emit_c_interface}
// CHECK: %[[POISON:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE:.*]] = llvm.insertvalue %[[ARG0]], %[[POISON]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_1:.*]] = llvm.insertvalue %[[ARG1]], %[[INSERTVALUE]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_2:.*]] = llvm.insertvalue %[[ARG2]], %[[INSERTVALUE_1]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_3:.*]] = llvm.insertvalue %[[ARG3]], %[[INSERTVALUE_2]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_4:.*]] = llvm.insertvalue %[[ARG5]], %[[INSERTVALUE_3]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_5:.*]] = llvm.insertvalue %[[ARG4]], %[[INSERTVALUE_4]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[INSERTVALUE_6:.*]] = llvm.insertvalue %[[ARG6]], %[[INSERTVALUE_5]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: llvm.return %[[INSERTVALUE_6]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-LABEL: llvm.func @_mlir_ciface_ciface_memref_result(
// CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr, %[[ARG1:.*]]: !llvm.ptr) attributes {llvm.emit_c_interface}
// CHECK: %[[LOAD:.*]] = llvm.load %[[ARG1]] : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[EXTRACTVALUE:.*]] = llvm.extractvalue %[[LOAD]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[EXTRACTVALUE_1:.*]] = llvm.extractvalue %[[LOAD]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[EXTRACTVALUE_2:.*]] = llvm.extractvalue %[[LOAD]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[EXTRACTVALUE_3:.*]] = llvm.extractvalue %[[LOAD]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[EXTRACTVALUE_4:.*]] = llvm.extractvalue %[[LOAD]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[EXTRACTVALUE_5:.*]] = llvm.extractvalue %[[LOAD]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[EXTRACTVALUE_6:.*]] = llvm.extractvalue %[[LOAD]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[CALL:.*]] = llvm.call @ciface_memref_result(%[[EXTRACTVALUE]], %[[EXTRACTVALUE_1]], %[[EXTRACTVALUE_2]], %[[EXTRACTVALUE_3]], %[[EXTRACTVALUE_4]], %[[EXTRACTVALUE_5]], %[[EXTRACTVALUE_6]]) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: llvm.store %[[CALL]], %[[ARG0]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK: llvm.return
func.func @ciface_memref_result(%m: memref<2x3xbf16>) -> memref<2x3xbf16> attributes {llvm.emit_c_interface} {
  return %m : memref<2x3xbf16>
}

// CHECK-LABEL: llvm.func @types(
// CHECK-SAME: %[[ARG0:.*]]: i1, %[[ARG1:.*]]: i16, %[[ARG2:.*]]: f16, %[[ARG3:.*]]: bf16) -> i1
// CHECK: llvm.return %[[ARG0]] : i1

func.func @types(%a: i1, %b: i16, %c: f16, %d: bf16) -> i1 {
  return %a : i1
}
