// convert-vector-to-llvm on vector.print: calls of the runtime's print
// functions, as mlir-opt-22 makes them for scalars, strings and
// punctuation. A 0-D or 1-D vector prints element by element between
// printOpen and printClose (mlir-opt-22 leaves vector prints to
// convert-vector-to-scf); larger ones are rejected (print-invalid.mlir).
// RUN: strata-opt %s -split-input-file --convert-vector-to-llvm | FileCheck %s

// CHECK-DAG: llvm.func @printF32(f32)
// CHECK-DAG: llvm.func @printF64(f64)
// CHECK-DAG: llvm.func @printI64(i64)
// CHECK-DAG: llvm.func @printU64(i64)
// CHECK-DAG: llvm.func @printNewline()
// CHECK-DAG: llvm.func @printComma()
// CHECK-DAG: llvm.func @printString(!llvm.ptr)
// CHECK-DAG: llvm.func @printF16(i16)
// CHECK-DAG: llvm.func @printBF16(i16)
// CHECK-DAG: llvm.mlir.global private constant @vector_print_str(dense<[104, 105, 10, 0]> : tensor<4xi8>) {addr_space = 0 : i32} : !llvm.array<4 x i8>
// CHECK-LABEL: func.func @scalars(
//       CHECK:   llvm.call @printF32(%arg0) : (f32) -> ()
//  CHECK-NEXT:   llvm.call @printNewline() : () -> ()
//  CHECK-NEXT:   %[[I:.*]] = arith.extsi %arg1 : i32 to i64
//  CHECK-NEXT:   llvm.call @printI64(%[[I]]) : (i64) -> ()
//       CHECK:   %[[X:.*]] = builtin.unrealized_conversion_cast %arg2 : index to i64
//  CHECK-NEXT:   llvm.call @printU64(%[[X]]) : (i64) -> ()
//       CHECK:   %[[B:.*]] = arith.extui %arg3 : i1 to i64
//  CHECK-NEXT:   llvm.call @printI64(%[[B]]) : (i64) -> ()
//       CHECK:   llvm.call @printF64(%arg4) : (f64) -> ()
//       CHECK:   llvm.call @printI64(%arg5) : (i64) -> ()
//       CHECK:   %[[U:.*]] = builtin.unrealized_conversion_cast %arg6 : ui16 to i16
//  CHECK-NEXT:   %[[UE:.*]] = arith.extui %[[U]] : i16 to i64
//  CHECK-NEXT:   llvm.call @printU64(%[[UE]]) : (i64) -> ()
//       CHECK:   %[[H:.*]] = llvm.bitcast %arg7 : f16 to i16
//  CHECK-NEXT:   llvm.call @printF16(%[[H]]) : (i16) -> ()
//       CHECK:   %[[BF:.*]] = llvm.bitcast %arg8 : bf16 to i16
//  CHECK-NEXT:   llvm.call @printBF16(%[[BF]]) : (i16) -> ()
//       CHECK:   %[[S:.*]] = llvm.mlir.addressof @vector_print_str : !llvm.ptr
//  CHECK-NEXT:   %[[P:.*]] = llvm.getelementptr %[[S]][0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
//  CHECK-NEXT:   llvm.call @printString(%[[P]]) : (!llvm.ptr) -> ()
//  CHECK-NEXT:   llvm.call @printComma() : () -> ()
//  CHECK-NEXT:   llvm.call @printF32(%arg0) : (f32) -> ()
//  CHECK-NEXT:   return
func.func @scalars(%f: f32, %i: i32, %x: index, %b: i1, %d: f64, %l: i64, %u: ui16, %h: f16, %g: bf16) {
  vector.print %f : f32
  vector.print %i : i32
  vector.print %x : index
  vector.print %b : i1
  vector.print %d : f64
  vector.print %l : i64
  vector.print %u : ui16
  vector.print %h : f16
  vector.print %g : bf16
  vector.print str "hi\n"
  vector.print punctuation <comma>
  vector.print %f : f32 punctuation <no_punctuation>
  return
}

// -----

// CHECK-LABEL: func.func @vectors(
//       CHECK:   llvm.call @printOpen() : () -> ()
//       CHECK:   llvm.extractelement %arg0[%{{.*}} : i64] : vector<2xi8>
//       CHECK:   arith.extsi %{{.*}} : i8 to i64
//       CHECK:   llvm.call @printI64
//       CHECK:   llvm.call @printComma() : () -> ()
//       CHECK:   llvm.extractelement %arg0[%{{.*}} : i64] : vector<2xi8>
//       CHECK:   llvm.call @printI64
//       CHECK:   llvm.call @printClose() : () -> ()
//       CHECK:   llvm.call @printNewline() : () -> ()
//       CHECK:   llvm.call @printOpen() : () -> ()
//       CHECK:   llvm.extractelement %{{.*}} : vector<1xf32>
//       CHECK:   llvm.call @printF32
//       CHECK:   llvm.call @printClose() : () -> ()
//   CHECK-NOT:   llvm.call @printNewline
//       CHECK:   return
func.func @vectors(%v: vector<2xi8>, %w: vector<f32>) {
  vector.print %v : vector<2xi8>
  vector.print %w : vector<f32> punctuation <no_punctuation>
  return
}

