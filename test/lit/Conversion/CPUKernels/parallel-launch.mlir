// strata-cpu-parallel-launch, through strata-cpu-lower-to-llvm: the call of
// each parallel kernel becomes a call of the runtime's
// __strata_parallel_for(task, data, lo, hi, min_piece). The arguments after
// the range are stored in a struct on the caller's stack (once per call, in
// the entry block); the task (one per kernel, marked strata.kernel) loads
// them back and calls the kernel on its piece. min_piece is the pass's
// piece-work (65536 ops by default) over the kernel's estimated work per
// iteration: 512 for the 64x32 loop (2 * 64 = 128 ops an iteration),
// 16384 for the 1-d loop (4 ops an iteration). Static memrefs pass as one
// pointer, dynamic ones as their descriptor's fields. The compiled code is
// checked against the interpreter by backend/cpu's tests, at 1 and 4
// threads.
// RUN: strata-opt %s --strata-cpu-lower-to-llvm -split-input-file | FileCheck %s

// CHECK:       llvm.func @__strata_parallel_for(!llvm.ptr, !llvm.ptr, i64, i64, i64)
// CHECK-LABEL: llvm.func @scale(
// CHECK:         %[[S2:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(ptr, ptr, i64, i64, i64, f32, i64)> : (i64) -> !llvm.ptr
// CHECK:         %[[S1:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(ptr, f32)> : (i64) -> !llvm.ptr
// CHECK:         %[[F0:.*]] = llvm.getelementptr %[[S1]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, f32)>
// CHECK:         llvm.store %{{.*}}, %[[F0]] : !llvm.ptr, !llvm.ptr
// CHECK:         %[[F1:.*]] = llvm.getelementptr %[[S1]][0, 1]
// CHECK:         llvm.store %arg12, %[[F1]] : f32, !llvm.ptr
// CHECK:         %[[T1:.*]] = llvm.mlir.addressof @[[K1:__strata_kernel_[0-9a-f]+]]_task : !llvm.ptr
// CHECK:         %[[P1:.*]] = llvm.mlir.constant(512 : i64) : i64
// CHECK:         llvm.call @__strata_parallel_for(%[[T1]], %[[S1]], %{{.*}}, %{{.*}}, %[[P1]]) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
// CHECK:         llvm.intr.smax
// CHECK:         %[[T2:.*]] = llvm.mlir.addressof @[[K2:__strata_kernel_[0-9a-f]+]]_task : !llvm.ptr
// CHECK:         %[[P2:.*]] = llvm.mlir.constant(16384 : i64) : i64
// CHECK:         llvm.call @__strata_parallel_for(%[[T2]], %[[S2]], %{{.*}}, %{{.*}}, %[[P2]])
// CHECK-NOT:     llvm.call @__strata_kernel
// CHECK:         llvm.return
// CHECK:       llvm.func @[[K1]](%{{.*}}: i64, %{{.*}}: i64, %{{.*}}: !llvm.ptr {llvm.noalias}, %{{.*}}: f32) attributes {llvm.bareptr, strata.kernel, strata.parallel = 128 : i64
// CHECK:       llvm.func @[[K1]]_task(%[[D:.*]]: !llvm.ptr, %[[LO:.*]]: i64, %[[HI:.*]]: i64) attributes {strata.kernel}
// CHECK:         %[[G0:.*]] = llvm.getelementptr %[[D]][0, 0]
// CHECK:         %[[A0:.*]] = llvm.load %[[G0]] : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[G1:.*]] = llvm.getelementptr %[[D]][0, 1]
// CHECK:         %[[A1:.*]] = llvm.load %[[G1]] : !llvm.ptr -> f32
// CHECK:         llvm.call @[[K1]](%[[LO]], %[[HI]], %[[A0]], %[[A1]])
// CHECK:       llvm.func @[[K2]](%{{.*}}: i64, %{{.*}}: i64, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: f32, %{{.*}}: i64) attributes {strata.kernel, strata.parallel = 4 : i64
func.func @scale(%a: memref<64x32xf32>, %b: memref<?xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c32) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<64x32xf32>
    %y = arith.mulf %x, %s : f32
    memref.store %y, %a[%i, %j] : memref<64x32xf32>
    scf.reduce
  }
  %n = memref.dim %b, %c0 : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %x = memref.load %b[%i] : memref<?xf32>
    %y = arith.mulf %x, %s : f32
    memref.store %y, %b[%i] : memref<?xf32>
    scf.reduce
  }
  return
}

// -----

// A function without parallel kernels is left alone.
// CHECK-LABEL: llvm.func @plain(
// CHECK-NOT:     __strata_parallel_for
func.func @plain(%a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %a[%i] : memref<4xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %a[%i] : memref<4xf32>
  }
  return
}
