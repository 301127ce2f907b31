// A func.func declaration marked llvm.emit_c_interface is defined elsewhere
// with the C interface (a backend plug-in's artifact, a C library): callers
// keep calling @NAME with the descriptors' scalars, and @NAME, private to
// the module, builds each descriptor on the stack and calls the declared
// @_mlir_ciface_NAME, reading a memref result back from its stack slot.
// RUN: strata-opt %s --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | FileCheck %s
// RUN: strata-opt %s --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | strata-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR

// CHECK-LABEL: llvm.func private @segment(
//  CHECK-SAME:     %[[A:.*]]: !llvm.ptr, %[[B:.*]]: !llvm.ptr, %[[OFF:.*]]: i64, %[[S0:.*]]: i64, %[[S1:.*]]: i64, %[[T0:.*]]: i64, %[[T1:.*]]: i64, %[[X:.*]]: f32)
//  CHECK-SAME:     -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> attributes {llvm.emit_c_interface, sym_visibility = "private"}
//       CHECK:   %[[RES:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
//       CHECK:   llvm.insertvalue %[[S0]], %{{.*}}[3, 0]
//       CHECK:   llvm.insertvalue %[[T0]], %{{.*}}[4, 0]
//       CHECK:   llvm.insertvalue %[[S1]], %{{.*}}[3, 1]
//       CHECK:   %[[D:.*]] = llvm.insertvalue %[[T1]], %{{.*}}[4, 1]
//       CHECK:   %[[SLOT:.*]] = llvm.alloca
//       CHECK:   llvm.store %[[D]], %[[SLOT]]
//       CHECK:   llvm.call @_mlir_ciface_segment(%[[RES]], %[[SLOT]], %[[X]]) : (!llvm.ptr, !llvm.ptr, f32) -> ()
//       CHECK:   %[[R:.*]] = llvm.load %[[RES]]
//       CHECK:   llvm.return %[[R]]
//       CHECK: llvm.func @_mlir_ciface_segment(!llvm.ptr, !llvm.ptr, f32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// IR: define private { {{.*}}, i64, [2 x i64], [2 x i64] } @segment(
// IR: call void @_mlir_ciface_segment(
// IR: declare void @_mlir_ciface_segment({{.*}}, float {{.*}})
func.func private @segment(memref<?x3xf32>, f32) -> memref<?x3xf32> attributes {llvm.emit_c_interface}

// A scalar result comes back by value; no stack slot.
// CHECK-LABEL: llvm.func private @count(
//  CHECK-NEXT:   %[[N:.*]] = llvm.call @_mlir_ciface_count(%{{.*}}) : (i64) -> i64
//  CHECK-NEXT:   llvm.return %[[N]] : i64
func.func private @count(i64) -> i64 attributes {llvm.emit_c_interface}

// Without the attribute a declaration stays a declaration.
// CHECK: llvm.func @plain(!llvm.ptr, !llvm.ptr, i64, i64, i64)
func.func private @plain(memref<4xf32>) -> memref<4xf32>

// Callers are unchanged: they call @segment.
// CHECK-LABEL: llvm.func @caller(
//       CHECK:   llvm.call @segment(
func.func @caller(%m: memref<?x3xf32>, %x: f32) -> memref<?x3xf32> {
  %r = call @segment(%m, %x) : (memref<?x3xf32>, f32) -> memref<?x3xf32>
  return %r : memref<?x3xf32>
}
