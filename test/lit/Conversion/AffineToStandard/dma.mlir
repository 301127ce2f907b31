// lower-affine turns affine.dma_start and affine.dma_wait into memref's, each map expanded to its
// indices as for affine.load; the interpreter gives the same memory before and after.
// RUN: strata-opt %s --lower-affine | FileCheck %s
// RUN: strata-opt %s --lower-affine --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @dma(
// CHECK-SAME: %[[A:.*]]: memref<8x4xf32>, %[[B:.*]]: memref<4x4xf32, 1>, %[[T:.*]]: memref<1xi32>, %[[S:.*]]: index)
// CHECK: scf.for %[[I:.*]] =
// CHECK:   %[[C2:.*]] = arith.constant 2 : index
// CHECK:   %[[R:.*]] = arith.muli %[[I]], %[[C2]] overflow<nsw> : index
// CHECK:   %[[SUM:.*]] = arith.addi %[[I]], %[[S]] : index
// CHECK:   %[[C3:.*]] = arith.constant 3 : index
// CHECK:   %[[CM1:.*]] = arith.constant -1 : index
// CHECK:   %[[C0:.*]] = arith.constant 0 : index
// CHECK:   arith.cmpi slt, %[[SUM]], %[[C0]] : index
// CHECK:   memref.dma_start %[[A]][%[[R]], %{{.*}}], %[[B]][%[[I]], %{{.*}}], %{{.*}}, %[[T]][%{{.*}}] : memref<8x4xf32>, memref<4x4xf32, 1>, memref<1xi32>
// CHECK:   memref.dma_wait %[[T]][%{{.*}}], %{{.*}} : memref<1xi32>
// CHECK-NOT: affine.
func.func @dma(%a: memref<8x4xf32>, %b: memref<4x4xf32, 1>, %tag: memref<1xi32>, %s: index) {
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to 4 {
    affine.dma_start %a[%i * 2, 0], %b[%i, (%i + symbol(%s)) floordiv 3], %tag[0], %c4 : memref<8x4xf32>, memref<4x4xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[0], %c4 : memref<1xi32>
  }
  return
}
