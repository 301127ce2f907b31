// memref.dma_start and memref.dma_wait: plain index operands laid out by the memrefs' ranks, an
// optional stride pair; custom and generic forms as mlir-opt-22 prints them; the interpreter copies
// at dma_start (row-major from each index) and dma_wait has nothing left to do.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-run %s --entry run | FileCheck %s --check-prefix=RUNS

// CHECK-LABEL: func.func @forms
// CHECK: memref.dma_start %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}}[%{{.*}}] : memref<4x4xf32>, memref<16xf32, 1>, memref<1xi32>
// CHECK: memref.dma_start %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} : memref<4x4xf32>, memref<16xf32, 1>, memref<1xi32>
// CHECK: memref.dma_wait %{{.*}}[%{{.*}}], %{{.*}} : memref<1xi32>
// GENERIC: "memref.dma_start"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<4x4xf32>, index, index, memref<16xf32, 1>, index, index, memref<1xi32>, index) -> ()
// GENERIC: "memref.dma_wait"(%{{.*}}, %{{.*}}, %{{.*}}) : (memref<1xi32>, index, index) -> ()
func.func @forms(%a: memref<4x4xf32>, %b: memref<16xf32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %a[%i, %i], %b[%i], %n, %t[%i] : memref<4x4xf32>, memref<16xf32, 1>, memref<1xi32>
  memref.dma_start %a[%i, %i], %b[%i], %n, %t[%i], %n, %n : memref<4x4xf32>, memref<16xf32, 1>, memref<1xi32>
  memref.dma_wait %t[%i], %n : memref<1xi32>
  return
}

// The last six elements of a 2x4 memref holding 1..8 land at the front of a vector of 8 zeros.
// RUNS: [3, 4, 5, 6, 7, 8, 0, 0]
func.func @run() -> memref<8xi32> {
  %a = memref.alloc() : memref<2x4xi32>
  %b = memref.alloc() : memref<8xi32>
  %t = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0 : i32
  scf.for %k = %c0 to %c8 step %c1 {
    %q = arith.divui %k, %c4 : index
    %r = arith.remui %k, %c4 : index
    %k1 = arith.addi %k, %c1 : index
    %v = arith.index_cast %k1 : index to i32
    memref.store %v, %a[%q, %r] : memref<2x4xi32>
    memref.store %z, %b[%k] : memref<8xi32>
  }
  memref.dma_start %a[%c0, %c2], %b[%c0], %c6, %t[%c0] : memref<2x4xi32>, memref<8xi32>, memref<1xi32>
  memref.dma_wait %t[%c0], %c6 : memref<1xi32>
  return %b : memref<8xi32>
}
