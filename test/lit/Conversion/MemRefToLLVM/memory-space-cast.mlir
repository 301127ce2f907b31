// finalize-memref-to-llvm: a memory space cast is the descriptor rebuilt
// with its two pointers address-space cast.
// RUN: strata-opt %s --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | FileCheck %s

// CHECK-LABEL: llvm.func @to_generic(
//       CHECK:   %[[AL:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
//       CHECK:   %[[AG:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
//       CHECK:   %[[C1:.*]] = llvm.addrspacecast %[[AL]] : !llvm.ptr<1> to !llvm.ptr
//       CHECK:   %[[C2:.*]] = llvm.addrspacecast %[[AG]] : !llvm.ptr<1> to !llvm.ptr
//       CHECK:   llvm.insertvalue %[[C1]], %{{.*}}[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
//       CHECK:   llvm.insertvalue %[[C2]], %{{.*}}[1]
//       CHECK:   llvm.insertvalue %{{.*}}[4, 1]
func.func @to_generic(%m: memref<?x8xf32, 1>) -> memref<?x8xf32> {
  %0 = memref.memory_space_cast %m : memref<?x8xf32, 1> to memref<?x8xf32>
  return %0 : memref<?x8xf32>
}
