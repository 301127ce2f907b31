// The named pipeline: loops, memrefs and math to the llvm dialect only.
// RUN: strata-opt %s --strata-lower-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @sum(
// CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr, %[[ARG1:.*]]: !llvm.ptr, %[[ARG2:.*]]: i64, %[[ARG3:.*]]: i64, %[[ARG4:.*]]: i64) -> f32 attributes {llvm.emit_c_interface}
// CHECK: %[[POISON:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[INSERTVALUE:.*]] = llvm.insertvalue %[[ARG0]], %[[POISON]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[INSERTVALUE_1:.*]] = llvm.insertvalue %[[ARG1]], %[[INSERTVALUE]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[INSERTVALUE_2:.*]] = llvm.insertvalue %[[ARG2]], %[[INSERTVALUE_1]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[INSERTVALUE_3:.*]] = llvm.insertvalue %[[ARG3]], %[[INSERTVALUE_2]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[INSERTVALUE_4:.*]] = llvm.insertvalue %[[ARG4]], %[[INSERTVALUE_3]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[C:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[C_1:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[C_2:.*]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK: %[[EXTRACTVALUE:.*]] = llvm.extractvalue %[[INSERTVALUE_4]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: llvm.br ^bb1(%[[C]], %[[C_2]] : i64, f32)
// CHECK: ^bb1(%[[BARG:.*]]: i64, %[[BARG_1:.*]]: f32):  // 2 preds: ^bb0, ^bb2
// CHECK: %[[ICMP:.*]] = llvm.icmp "slt" %[[BARG]], %[[EXTRACTVALUE]] : i64
// CHECK: llvm.cond_br %[[ICMP]], ^bb2, ^bb3
// CHECK: ^bb2:  // pred: ^bb1
// CHECK: %[[EXTRACTVALUE_1:.*]] = llvm.extractvalue %[[INSERTVALUE_4]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[GETELEMENTPTR:.*]] = llvm.getelementptr inbounds|nuw %[[EXTRACTVALUE_1]][%[[BARG]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[LOAD:.*]] = llvm.load %[[GETELEMENTPTR]] : !llvm.ptr -> f32
// CHECK: %[[EXP:.*]] = llvm.intr.exp(%[[LOAD]]) : (f32) -> f32
// CHECK: %[[FADD:.*]] = llvm.fadd %[[BARG_1]], %[[EXP]] : f32
// CHECK: %[[ADD:.*]] = llvm.add %[[BARG]], %[[C_1]] : i64
// CHECK: llvm.br ^bb1(%[[ADD]], %[[FADD]] : i64, f32)
// CHECK: ^bb3:  // pred: ^bb1
// CHECK: llvm.return %[[BARG_1]] : f32
// CHECK-LABEL: llvm.func @_mlir_ciface_sum(
// CHECK-SAME: %[[ARG0:.*]]: !llvm.ptr) -> f32 attributes {llvm.emit_c_interface}
// CHECK: %[[LOAD:.*]] = llvm.load %[[ARG0]] : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[EXTRACTVALUE:.*]] = llvm.extractvalue %[[LOAD]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[EXTRACTVALUE_1:.*]] = llvm.extractvalue %[[LOAD]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[EXTRACTVALUE_2:.*]] = llvm.extractvalue %[[LOAD]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[EXTRACTVALUE_3:.*]] = llvm.extractvalue %[[LOAD]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[EXTRACTVALUE_4:.*]] = llvm.extractvalue %[[LOAD]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[CALL:.*]] = llvm.call @sum(%[[EXTRACTVALUE]], %[[EXTRACTVALUE_1]], %[[EXTRACTVALUE_2]], %[[EXTRACTVALUE_3]], %[[EXTRACTVALUE_4]]) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> f32
// CHECK: llvm.return %[[CALL]] : f32

func.func @sum(%m: memref<?xf32>) -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %n = memref.dim %m, %c0 : memref<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %e = math.exp %v : f32
    %s = arith.addf %acc, %e : f32
    scf.yield %s : f32
  }
  return %r : f32
}
