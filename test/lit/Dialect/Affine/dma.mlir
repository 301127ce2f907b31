// affine.dma_start and affine.dma_wait: each memref indexed by affine expressions of SSA values
// (symbols as symbol(%n)), an optional stride pair, round-tripping through the custom and the
// generic form; the maps are plain attributes (src_map, dst_map, tag_map) as upstream has them.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @copy_rows
// CHECK: affine.dma_start %{{.*}}[%{{.*}} * 2, 0], %{{.*}}[%{{.*}}, symbol(%{{.*}})], %{{.*}}[0], %{{.*}} : memref<8x4xf32>, memref<4x4xf32, 1>, memref<1xi32>
// CHECK: affine.dma_wait %{{.*}}[0], %{{.*}} : memref<1xi32>
// CHECK: affine.dma_start %{{.*}}[0, 0], %{{.*}}[0, 0], %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}}, %{{.*}} : memref<8x4xf32>, memref<4x4xf32, 1>, memref<1xi32>
// GENERIC: "affine.dma_start"(%{{.*}}) {dst_map = #{{.*}}, src_map = #{{.*}}, tag_map = #{{.*}}} : (memref<8x4xf32>, index, memref<4x4xf32, 1>, index, index, memref<1xi32>, index) -> ()
// GENERIC: "affine.dma_wait"(%{{.*}}, %{{.*}}) {tag_map = #{{.*}}} : (memref<1xi32>, index) -> ()
func.func @copy_rows(%a: memref<8x4xf32>, %b: memref<4x4xf32, 1>, %tag: memref<1xi32>, %n: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  affine.for %i = 0 to 4 {
    affine.dma_start %a[%i * 2, 0], %b[%i, symbol(%s)], %tag[0], %c8 : memref<8x4xf32>, memref<4x4xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[0], %c8 : memref<1xi32>
  }
  affine.dma_start %a[0, 0], %b[0, 0], %tag[%c0], %n, %c8, %n : memref<8x4xf32>, memref<4x4xf32, 1>, memref<1xi32>
  return
}
