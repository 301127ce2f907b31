// Unranked memrefs across calls under convert-func-to-llvm, as mlir-opt-22
// lowers them: an argument is passed as its rank and descriptor pointer; a
// returned one points to a heap copy (malloc, memcpy) of the callee's
// stack descriptor, which the caller copies onto its stack (alloca) and
// frees; the C interface passes the {rank, ptr} struct through a pointer.
// Compared with mlir-opt-22: the same ops (in another order, and Strata
// updates the returned struct in place where mlir-opt-22 rebuilds it).
// RUN: strata-opt %s --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | FileCheck %s

// CHECK-LABEL: llvm.func @rank_of(
// CHECK-SAME:    %[[R:.*]]: i64, %[[P:.*]]: !llvm.ptr) -> i64
// CHECK:         %[[U0:.*]] = llvm.insertvalue %[[R]], %{{.*}}[0] : !llvm.struct<(i64, ptr)>
// CHECK:         %[[U1:.*]] = llvm.insertvalue %[[P]], %[[U0]][1] : !llvm.struct<(i64, ptr)>
// CHECK:         %[[RANK:.*]] = llvm.extractvalue %[[U1]][0] : !llvm.struct<(i64, ptr)>
// CHECK:         llvm.return %[[RANK]] : i64
// CHECK-LABEL: llvm.func @_mlir_ciface_rank_of(
// CHECK-SAME:    %[[A:.*]]: !llvm.ptr) -> i64
// CHECK:         %[[D:.*]] = llvm.load %[[A]] : !llvm.ptr -> !llvm.struct<(i64, ptr)>
// CHECK:         %[[X:.*]] = llvm.extractvalue %[[D]][0]
// CHECK:         %[[Y:.*]] = llvm.extractvalue %[[D]][1]
// CHECK:         llvm.call @rank_of(%[[X]], %[[Y]]) : (i64, !llvm.ptr) -> i64
func.func @rank_of(%u: memref<*xf32>) -> index attributes {llvm.emit_c_interface} {
  %r = memref.rank %u : memref<*xf32>
  return %r : index
}

// CHECK-LABEL: llvm.func @erase(
// CHECK:         %[[SLOT:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK:         %[[U:.*]] = llvm.insertvalue %[[SLOT]], %{{.*}}[1] : !llvm.struct<(i64, ptr)>
// CHECK:         %[[RANK:.*]] = llvm.extractvalue %[[U]][0]
// CHECK:         %[[SRC:.*]] = llvm.extractvalue %[[U]][1]
// CHECK:         %[[HEAP:.*]] = llvm.call @malloc(%[[SIZE:.*]]) : (i64) -> !llvm.ptr
// CHECK:         "llvm.intr.memcpy"(%[[HEAP]], %[[SRC]], %[[SIZE]]) <{isVolatile = false}>
// CHECK:         %[[RET:.*]] = llvm.insertvalue %[[HEAP]], %[[U]][1] : !llvm.struct<(i64, ptr)>
// CHECK:         llvm.return %[[RET]] : !llvm.struct<(i64, ptr)>
func.func @erase(%m: memref<?xi16>) -> memref<*xi16> {
  %u = memref.cast %m : memref<?xi16> to memref<*xi16>
  return %u : memref<*xi16>
}

// CHECK-LABEL: llvm.func @caller(
// CHECK:         %[[U:.*]] = llvm.call @erase(
// CHECK:         %[[HEAP:.*]] = llvm.extractvalue %[[U]][1]
// CHECK:         %[[STACK:.*]] = llvm.alloca %[[SIZE:.*]] x i8 : (i64) -> !llvm.ptr
// CHECK:         "llvm.intr.memcpy"(%[[STACK]], %[[HEAP]], %[[SIZE]]) <{isVolatile = false}>
// CHECK:         llvm.call @free(%[[HEAP]]) : (!llvm.ptr) -> ()
// CHECK:         %[[V:.*]] = llvm.insertvalue %[[STACK]], %[[U]][1] : !llvm.struct<(i64, ptr)>
// CHECK:         %[[R:.*]] = llvm.extractvalue %[[V]][0]
// CHECK:         %[[P:.*]] = llvm.extractvalue %[[V]][1]
// CHECK:         llvm.call @declared(%[[R]], %[[P]]) : (i64, !llvm.ptr) -> ()
func.func @caller(%m: memref<?xi16>) {
  %u = func.call @erase(%m) : (memref<?xi16>) -> memref<*xi16>
  func.call @declared(%u) : (memref<*xi16>) -> ()
  return
}

// A declaration with the C interface: its wrapper stores {rank, ptr} in a
// stack slot and passes the slot.
// CHECK-LABEL: llvm.func private @declared(
// CHECK-SAME:    %[[R:.*]]: i64, %[[P:.*]]: !llvm.ptr)
// CHECK:         %[[SLOT:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(i64, ptr)>
// CHECK:         llvm.store %{{.*}}, %[[SLOT]] : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK:         llvm.call @_mlir_ciface_declared(%[[SLOT]]) : (!llvm.ptr) -> ()
// CHECK:       llvm.func @_mlir_ciface_declared(!llvm.ptr)
func.func private @declared(%u: memref<*xi16>) attributes {llvm.emit_c_interface}
