// strata-cpu-link-ukernels, through strata-cpu-lower-to-llvm: the body of
// a matmul micro-kernel function becomes a call of the CPU runtime's
// __strata_matmul_f32(batch, m, n, k, A, A's batch/i/k strides, B, B's
// batch/k/j strides, C, C's batch/i/j strides); a role an operand lacks
// gets size 1 or stride 0. The runtime's results are checked against the
// interpreter's by backend/cpu's tests.
// RUN: strata-opt %s --strata-outline-ukernels --convert-linalg-to-parallel-loops --strata-cpu-lower-to-llvm -split-input-file | FileCheck %s

#bik = affine_map<(b, i, k, j) -> (b, i, k)>
#kj = affine_map<(b, i, k, j) -> (k, j)>
#bij = affine_map<(b, i, k, j) -> (b, i, j)>
// CHECK:       llvm.func @__strata_matmul_f32(i64, i64, i64, i64, !llvm.ptr, i64, i64, i64, !llvm.ptr, i64, i64, i64, !llvm.ptr, i64, i64, i64)
// CHECK-LABEL: llvm.func @conv(
// CHECK:         llvm.call @[[K:__strata_ukernel_[0-9a-f]+]](
// CHECK:       llvm.func @[[K]](%{{.*}}: !llvm.ptr, %[[A:.*]]: !llvm.ptr, %[[AOFF:.*]]: i64, %[[AB:.*]]: i64, %[[AM:.*]]: i64, %[[AK:.*]]: i64, %[[ASB:.*]]: i64, %[[ASM:.*]]: i64, %[[ASK:.*]]: i64, %{{.*}}: !llvm.ptr, %[[B:.*]]: !llvm.ptr, %[[BOFF:.*]]: i64, %{{.*}}: i64, %{{.*}}: i64, %[[BSK:.*]]: i64, %[[BSJ:.*]]: i64, %{{.*}}: !llvm.ptr, %[[C:.*]]: !llvm.ptr, %[[COFF:.*]]: i64, %[[CB:.*]]: i64, %[[CM:.*]]: i64, %[[CN:.*]]: i64, %[[CSB:.*]]: i64, %[[CSM:.*]]: i64, %[[CSN:.*]]: i64)
// CHECK-SAME:    strata.ukernel = "matmul_f32"
// CHECK-NEXT:    %[[ZERO:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT:    llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:    %[[PA:.*]] = llvm.getelementptr %[[A]][%[[AOFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:    %[[PB:.*]] = llvm.getelementptr %[[B]][%[[BOFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:    %[[PC:.*]] = llvm.getelementptr %[[C]][%[[COFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:    llvm.call @__strata_matmul_f32(%[[CB]], %[[CM]], %[[CN]], %[[AK]], %[[PA]], %[[ASB]], %[[ASM]], %[[ASK]], %[[PB]], %[[ZERO]], %[[BSK]], %[[BSJ]], %[[PC]], %[[CSB]], %[[CSM]], %[[CSN]])
// CHECK-NEXT:    llvm.return
func.func @conv(%a: memref<2x16x27xf32>, %w: memref<27x8xf32>, %o: memref<2x16x8xf32>) {
  linalg.generic {indexing_maps = [#bik, #kj, #bij], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
      ins(%a, %w : memref<2x16x27xf32>, memref<27x8xf32>) outs(%o : memref<2x16x8xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  return
}
