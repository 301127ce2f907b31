// strata-outline-cpu-kernels: each loop nest at the top level of a function
// becomes a private kernel function named after a hash of its text. An
// scf.parallel without results becomes a parallel kernel over [lo, hi) of
// its linearized leading dims (the last dim stays an inner loop); other
// loops become serial kernels that return the loop's results. Constants are
// cloned in; static memrefs ask for bare pointers (llvm.bareptr). The
// differential check runs each function before and after on random inputs.
// RUN: strata-opt %s --strata-outline-cpu-kernels -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-outline-cpu-kernels -split-input-file -o /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-seed=3 --strata-outline-cpu-kernels -split-input-file -o /dev/null
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(strata-outline-cpu-kernels))' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not strata-opt %s --pass-pipeline='builtin.module(strata-outline-cpu-kernels{tile=4})' 2>&1 | FileCheck %s --check-prefix=OPTION
// ANCHOR: error: Can't add pass 'OutlineCPUKernelsPass' restricted to 'builtin.module'
// OPTION: error: failed to add `strata-outline-cpu-kernels` with options `tile=4`: no such option tile

// A 2-d elementwise loop: dim 0 is distributed, dim 1 stays inside. The two
// identical nests share one kernel.
// CHECK-LABEL: func.func @add(
// CHECK-SAME:    %[[A:.*]]: memref<8x16xf32>, %[[B:.*]]: memref<8x16xf32>, %[[C:.*]]: memref<8x16xf32>
// CHECK:         %[[Z:c0_[0-9]+]] = arith.constant 0 : index
// CHECK-NEXT:    %[[N:c8_[0-9]+]] = arith.constant 8 : index
// CHECK-NEXT:    call @[[K:__strata_kernel_[0-9a-f]+]](%[[Z]], %[[N]], %[[A]], %[[B]], %[[C]]) : (index, index, memref<8x16xf32>, memref<8x16xf32>, memref<8x16xf32>) -> ()
// CHECK:         call @[[K]](%{{.*}}, %{{.*}}, %[[C]], %[[B]], %[[A]])
// CHECK-NOT:     scf.parallel
// CHECK:         return
// CHECK:       func.func private @[[K]](%[[LO:.*]]: index, %[[HI:.*]]: index, %[[X:.*]]: memref<8x16xf32>, %[[Y:.*]]: memref<8x16xf32>, %[[O:.*]]: memref<8x16xf32>)
// CHECK-SAME:    attributes {llvm.bareptr, strata.kernel, strata.parallel = 80 : i64}
// CHECK:         scf.for %[[L:.*]] = %[[LO]] to %[[HI]] step
// CHECK:           scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK:             memref.load %[[X]][%[[L]], %[[J]]]
// CHECK:             arith.addf
// CHECK:             memref.store %{{.*}}, %[[O]][%[[L]], %[[J]]]
// CHECK-NOT:   func.func private @__strata_kernel
func.func @add(%a: memref<8x16xf32>, %b: memref<8x16xf32>, %c: memref<8x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c16) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<8x16xf32>
    %y = memref.load %b[%i, %j] : memref<8x16xf32>
    %s = arith.addf %x, %y : f32
    memref.store %s, %c[%i, %j] : memref<8x16xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c16) step (%c1, %c1) {
    %x = memref.load %c[%i, %j] : memref<8x16xf32>
    %y = memref.load %b[%i, %j] : memref<8x16xf32>
    %s = arith.addf %x, %y : f32
    memref.store %s, %a[%i, %j] : memref<8x16xf32>
    scf.reduce
  }
  return
}

// -----

// Dynamic sizes: the iteration count is computed in the host from the
// bounds, the kernel delinearizes the three leading dims (the last one
// fastest) and keeps descriptors (no llvm.bareptr).
// CHECK-LABEL: func.func @dynamic(
// CHECK:         %[[D0:.*]] = memref.dim
// CHECK:         arith.ceildivsi
// CHECK:         arith.maxsi
// CHECK:         arith.muli
// CHECK:         call @[[K:__strata_kernel_[0-9a-f]+]](%{{.*}}, %{{.*}}, %{{.*}}) : (index, index, memref<?x?x?x4xf32>
// CHECK:       func.func private @[[K]](
// CHECK-NOT:     llvm.bareptr
// CHECK-SAME:    strata.kernel, strata.parallel
// CHECK:         scf.for %[[L:.*]] = %arg0 to %arg1
// CHECK:           arith.remui %[[L]]
// CHECK:           arith.divui %[[L]]
// CHECK:           arith.remui
// CHECK:           arith.divui
// CHECK:           scf.for
// CHECK:             memref.store
func.func @dynamic(%m: memref<?x?x?x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %d0 = memref.dim %m, %c0 : memref<?x?x?x4xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?x?x4xf32>
  %d2 = memref.dim %m, %c2 : memref<?x?x?x4xf32>
  scf.parallel (%i, %j, %k, %l) = (%c0, %c0, %c0, %c0) to (%d0, %d1, %d2, %c4) step (%c1, %c1, %c1, %c1) {
    %x = memref.load %m[%i, %j, %k, %l] : memref<?x?x?x4xf32>
    %y = arith.mulf %x, %x : f32
    memref.store %y, %m[%i, %j, %k, %l] : memref<?x?x?x4xf32>
    scf.reduce
  }
  return
}

// -----

// A one-dim loop with a lower bound and a step: the kernel's iteration l
// is lb + l * step; an empty range (0 to 0) passes hi = 0.
// CHECK-LABEL: func.func @strided(
// CHECK:         call @[[K:__strata_kernel_[0-9a-f]+]](%c0{{.*}}, %c3{{.*}}, %arg0)
// CHECK:         call @[[E:__strata_kernel_[0-9a-f]+]](%c0{{.*}}, %c0{{.*}}, %arg0)
// CHECK:       func.func private @[[K]](
// CHECK:         scf.for %[[L:.*]] = %arg0 to %arg1
// CHECK:           %[[M:.*]] = arith.muli %[[L]], %c3
// CHECK:           arith.addi %c2{{.*}}, %[[M]]
func.func @strided(%m: memref<12xi32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c11 = arith.constant 11 : index
  %one = arith.constant 1 : i32
  scf.parallel (%i) = (%c2) to (%c11) step (%c3) {
    %x = memref.load %m[%i] : memref<12xi32>
    %y = arith.addi %x, %one : i32
    memref.store %y, %m[%i] : memref<12xi32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c0) step (%c3) {
    memref.store %one, %m[%i] : memref<12xi32>
    scf.reduce
  }
  return
}

// -----

// Loops with results (an scf.for carrying a sum, an scf.parallel with a
// reduction) become serial kernels that return them; rank-0 memrefs pass
// as bare pointers. A loop inside an scf.if is not at the top level and
// stays.
// CHECK-LABEL: func.func @serial(
// CHECK:         %[[S:.*]] = call @[[K:__strata_kernel_[0-9a-f]+]](%arg0) : (memref<16xf64>) -> f64
// CHECK:         %[[R:.*]] = call @[[P:__strata_kernel_[0-9a-f]+]](%arg0) : (memref<16xf64>) -> f64
// CHECK:         memref.store %[[S]], %arg1[] : memref<f64>
// CHECK:         scf.if
// CHECK:           scf.for
// CHECK:       func.func private @[[K]](%{{.*}}: memref<16xf64> {llvm.noalias}) -> f64 attributes {llvm.bareptr, strata.kernel}
// CHECK:         %[[F:.*]] = scf.for
// CHECK:         return %[[F]] : f64
// CHECK:       func.func private @[[P]](
// CHECK:         scf.parallel
// CHECK:           scf.reduce
func.func @serial(%m: memref<16xf64>, %out: memref<f64>, %flag: i1) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %zero) -> f64 {
    %x = memref.load %m[%i] : memref<16xf64>
    %a = arith.addf %acc, %x : f64
    scf.yield %a : f64
  }
  %r = scf.parallel (%i) = (%c0) to (%c16) step (%c1) init (%zero) -> f64 {
    %x = memref.load %m[%i] : memref<16xf64>
    scf.reduce(%x : f64) {
    ^bb0(%l: f64, %rr: f64):
      %t = arith.maximumf %l, %rr : f64
      scf.reduce.return %t : f64
    }
  }
  memref.store %s, %out[] : memref<f64>
  scf.if %flag {
    scf.for %i = %c0 to %c16 step %c1 {
      memref.store %r, %m[%i] : memref<16xf64>
    }
  }
  return %r : f64
}
