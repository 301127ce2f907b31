// RUN: strata-opt %s --linalg-tile="tile-sizes=2,2,3" --strata-diff-check | FileCheck %s
// RUN: strata-opt %s --linalg-tile="tile-sizes=0,2" --strata-diff-check | FileCheck %s --check-prefix=INNER
// Tiled, then bufferized and lowered: the tiles are computed in place
// (one copy of the argument, which is never written) and nothing leaks.
// RUN: strata-opt %s --linalg-tile="tile-sizes=2,2,3" --strata-linalg-to-loops --strata-diff-check > %t.mlir
// RUN: FileCheck %s --check-prefix=BUF < %t.mlir
// RUN: strata-opt %t.mlir --test-strata-count-allocs > %t.leak.mlir
// RUN: strata-run --target=interp %t.leak.mlir --entry matmul_live_allocs --random-inputs | FileCheck %s --check-prefix=LEAK

// CHECK-DAG: #[[MIN2:.*]] = affine_map<(d0) -> (-d0 + 3, 2)>
// CHECK-DAG: #[[MIN3:.*]] = affine_map<(d0) -> (-d0 + 8, 3)>
// CHECK-LABEL: func.func @matmul(
// CHECK-SAME:    %[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8x3xf32>, %[[C:.*]]: tensor<4x3xf32>)
// CHECK:         %[[R:.*]] = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[C1:.*]] = %[[C]]) -> (tensor<4x3xf32>) {
// CHECK-NEXT:      %[[R2:.*]] = scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[C2:.*]] = %[[C1]]) -> (tensor<4x3xf32>) {
// CHECK-NEXT:        %[[NJ:.*]] = affine.min #[[MIN2]](%[[J]])
// CHECK-NEXT:        %[[R3:.*]] = scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[C3:.*]] = %[[C2]]) -> (tensor<4x3xf32>) {
// CHECK-NEXT:          %[[NK:.*]] = affine.min #[[MIN3]](%[[K]])
// CHECK-NEXT:          %[[SA:.*]] = tensor.extract_slice %[[A]][%[[I]], %[[K]]] [2, %[[NK]]] [1, 1] : tensor<4x8xf32> to tensor<2x?xf32>
// CHECK-NEXT:          %[[SB:.*]] = tensor.extract_slice %[[B]][%[[K]], %[[J]]] [%[[NK]], %[[NJ]]] [1, 1] : tensor<8x3xf32> to tensor<?x?xf32>
// CHECK-NEXT:          %[[SC:.*]] = tensor.extract_slice %[[C3]][%[[I]], %[[J]]] [2, %[[NJ]]] [1, 1] : tensor<4x3xf32> to tensor<2x?xf32>
// CHECK-NEXT:          %[[M:.*]] = linalg.matmul ins(%[[SA]], %[[SB]] : tensor<2x?xf32>, tensor<?x?xf32>) outs(%[[SC]] : tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:          %[[INS:.*]] = tensor.insert_slice %[[M]] into %[[C3]][%[[I]], %[[J]]] [2, %[[NJ]]] [1, 1] : tensor<2x?xf32> into tensor<4x3xf32>
// CHECK-NEXT:          scf.yield %[[INS]] : tensor<4x3xf32>
// CHECK:         return %[[R]] : tensor<4x3xf32>

// INNER-LABEL: func.func @matmul(
// INNER:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// INNER-NOT:     scf.for
// INNER:         linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8x?xf32>) outs(%{{.*}} : tensor<4x?xf32>)

// BUF-LABEL: func.func @matmul(
// BUF:         %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x3xf32>
// BUF-NEXT:    memref.copy %{{.*}}, %[[BUF]]
// BUF-NOT:     memref.alloc
// BUF-NOT:     memref.copy
// BUF:         return %[[BUF]]

// LEAK: {{^}}0{{$}}
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>, %c: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x3xf32>) outs(%c : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// linalg.index of a tiled dim is offset by the tile's position; dynamic
// sizes come from tensor.dim.
// CHECK-LABEL: func.func @iota(
// CHECK:         %[[D:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?xi64>
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %[[D]] step
// CHECK:           linalg.generic
// CHECK:             %[[X:.*]] = linalg.index 0 : index
// CHECK-NEXT:        %[[Y:.*]] = arith.addi %[[X]], %[[I]] : index
// CHECK-NEXT:        arith.index_cast %[[Y]] : index to i64
func.func @iota(%o: tensor<?xi64>) -> tensor<?xi64> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%o : tensor<?xi64>) {
  ^bb0(%x: i64):
    %i = linalg.index 0 : index
    %v = arith.index_cast %i : index to i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  return %r : tensor<?xi64>
}
