// RUN: strata-opt %s --convert-linalg-to-loops --strata-diff-check | FileCheck %s
// RUN: strata-opt %s --convert-linalg-to-parallel-loops --strata-diff-check | FileCheck %s --check-prefix=PAR

// CHECK-LABEL: func.func @matmul(
// CHECK-SAME:    %[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<8x3xf32>, %[[C:.*]]: memref<4x3xf32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK:         scf.for %[[I:.*]] = %[[C0]] to %[[C4]] step %[[C1]] {
// CHECK-NEXT:      scf.for %[[J:.*]] = %[[C0]] to %[[C3]] step %[[C1]] {
// CHECK-NEXT:        scf.for %[[K:.*]] = %[[C0]] to %[[C8]] step %[[C1]] {
// CHECK-NEXT:          %[[X:.*]] = memref.load %[[A]][%[[I]], %[[K]]] : memref<4x8xf32>
// CHECK-NEXT:          %[[Y:.*]] = memref.load %[[B]][%[[K]], %[[J]]] : memref<8x3xf32>
// CHECK-NEXT:          %[[Z:.*]] = memref.load %[[C]][%[[I]], %[[J]]] : memref<4x3xf32>
// CHECK-NEXT:          %[[M:.*]] = arith.mulf %[[X]], %[[Y]] : f32
// CHECK-NEXT:          %[[S:.*]] = arith.addf %[[Z]], %[[M]] : f32
// CHECK-NEXT:          memref.store %[[S]], %[[C]][%[[I]], %[[J]]] : memref<4x3xf32>
// PAR-LABEL: func.func @matmul(
// PAR:         scf.parallel (%[[I:.*]], %[[J:.*]]) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%{{.*}}, %{{.*}}) {
// PAR-NEXT:      scf.for %[[K:.*]] = 
// PAR:           memref.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]] : memref<4x3xf32>
// PAR:         scf.reduce
func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x3xf32>, %c: memref<4x3xf32>) -> memref<4x3xf32> {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x3xf32>) outs(%c : memref<4x3xf32>)
  return %c : memref<4x3xf32>
}

// Loop sizes come from the first operand indexed by the loop's dim alone;
// a compound index is an affine.apply over the ivs it uses.
// CHECK-LABEL: func.func @conv1d(
// CHECK-SAME:    %[[IN:.*]]: memref<?xf32>, %[[W:.*]]: memref<3xf32>, %[[OUT:.*]]: memref<?xf32>)
// CHECK:         %[[N:.*]] = memref.dim %[[OUT]], %{{.*}} : memref<?xf32>
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %[[N]]
// CHECK-NEXT:      scf.for %[[K:.*]] =
// CHECK-NEXT:        %[[IDX:.*]] = affine.apply #{{.*}}(%[[I]], %[[K]])
// CHECK-NEXT:        memref.load %[[IN]][%[[IDX]]] : memref<?xf32>
// PAR-LABEL: func.func @conv1d(
// PAR:         scf.parallel (%[[I:.*]]) =
// PAR-NEXT:      scf.for
func.func @conv1d(%in: memref<?xf32>, %w: memref<3xf32>, %out: memref<?xf32>) -> memref<?xf32> {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%in, %w : memref<?xf32>, memref<3xf32>) outs(%out : memref<?xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  }
  return %out : memref<?xf32>
}

// linalg.index is the loop's iv; a scalar input is used as it is; an
// output the body does not read is not loaded.
// CHECK-LABEL: func.func @index_fill(
// CHECK:         scf.for %[[I:.*]] =
// CHECK-NEXT:      scf.for %[[J:.*]] =
// CHECK-NEXT:        %[[S:.*]] = arith.addi %[[I]], %[[J]] : index
// CHECK-NEXT:        %[[V:.*]] = arith.index_cast %[[S]] : index to i32
// CHECK-NEXT:        %[[R:.*]] = arith.addi %[[V]], %{{.*}} : i32
// CHECK-NEXT:        memref.store %[[R]], %{{.*}}[%[[I]], %[[J]]] : memref<3x5xi32>
func.func @index_fill(%k: i32, %out: memref<3x5xi32>) -> memref<3x5xi32> {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%k : i32) outs(%out : memref<3x5xi32>) {
  ^bb0(%x: i32, %o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %v = arith.index_cast %s : index to i32
    %r = arith.addi %v, %x : i32
    linalg.yield %r : i32
  }
  return %out : memref<3x5xi32>
}

// Named ops are generalized first.
// CHECK-LABEL: func.func @named(
// CHECK-NOT:     linalg.
// CHECK:         return
func.func @named(%a: memref<2x3xf32>, %b: memref<3x2xf32>, %v: memref<3xf32>, %f: f32,
                 %t: memref<3x2xf32>, %r: memref<2xf32>, %bc: memref<2x3xf32>, %e: memref<2x3xf32>,
                 %mv: memref<2xf32>, %d: memref<f32>, %bm: memref<2x2x2xf32>, %x4: memref<1x4x4x1xf32>,
                 %k4: memref<2x2x1x2xf32>, %o4: memref<1x3x3x2xf32>, %win: memref<2x2xf32>, %p4: memref<1x3x3x1xf32>)
    -> (memref<3x2xf32>, memref<2xf32>, memref<2x3xf32>, memref<2x3xf32>, memref<2xf32>, memref<f32>, memref<2x2x2xf32>, memref<1x3x3x2xf32>, memref<1x3x3x1xf32>) {
  linalg.transpose ins(%a : memref<2x3xf32>) outs(%t : memref<3x2xf32>) permutation = [1, 0]
  linalg.reduce ins(%a : memref<2x3xf32>) outs(%r : memref<2xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  linalg.broadcast ins(%v : memref<3xf32>) outs(%bc : memref<2x3xf32>) dimensions = [0]
  linalg.fill ins(%f : f32) outs(%e : memref<2x3xf32>)
  linalg.exp ins(%a : memref<2x3xf32>) outs(%e : memref<2x3xf32>)
  linalg.add ins(%e, %bc : memref<2x3xf32>, memref<2x3xf32>) outs(%e : memref<2x3xf32>)
  linalg.matvec ins(%a, %v : memref<2x3xf32>, memref<3xf32>) outs(%mv : memref<2xf32>)
  linalg.dot ins(%v, %v : memref<3xf32>, memref<3xf32>) outs(%d : memref<f32>)
  %a3 = memref.expand_shape %bc [[0], [1, 2]] output_shape [2, 3, 1] : memref<2x3xf32> into memref<2x3x1xf32>
  linalg.batch_matmul ins(%bm, %bm : memref<2x2x2xf32>, memref<2x2x2xf32>) outs(%bm : memref<2x2x2xf32>)
  linalg.conv_2d_nhwc_hwcf ins(%x4, %k4 : memref<1x4x4x1xf32>, memref<2x2x1x2xf32>) outs(%o4 : memref<1x3x3x2xf32>)
  linalg.pooling_nhwc_max ins(%x4, %win : memref<1x4x4x1xf32>, memref<2x2xf32>) outs(%p4 : memref<1x3x3x1xf32>)
  return %t, %r, %bc, %e, %mv, %d, %bm, %o4, %p4 : memref<3x2xf32>, memref<2xf32>, memref<2x3xf32>, memref<2x3xf32>, memref<2xf32>, memref<f32>, memref<2x2x2xf32>, memref<1x3x3x2xf32>, memref<1x3x3x1xf32>
}

// Ops on tensors are left alone.
// CHECK-LABEL: func.func @tensors(
// CHECK:         linalg.matmul
func.func @tensors(%a: tensor<2x2xf32>, %c: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = linalg.matmul ins(%a, %a : tensor<2x2xf32>, tensor<2x2xf32>) outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

// More named ops: map, elementwise, convolutions, pooling, vecmat.
// CHECK-LABEL: func.func @more(
// CHECK-NOT:     linalg.
// CHECK:         return
// PAR-LABEL: func.func @more(
// PAR-COUNT-6: scf.parallel
func.func @more(%a: memref<2x3xf32>, %b: memref<2x3xf32>, %o: memref<2x3xf32>, %x: memref<1x2x5xf32>, %w: memref<2x2x3xf32>, %y: memref<1x2x3xf32>,
                %dx: memref<1x4x4x2xf32>, %dw: memref<2x2x2xf32>, %dy: memref<1x3x3x2xf32>, %px: memref<1x2x4x4xf32>, %win: memref<2x2xf32>, %py: memref<1x2x3x3xf32>,
                %v: memref<3xf32>, %m: memref<3x2xf32>, %vm: memref<2xf32>)
    -> (memref<2x3xf32>, memref<1x2x3xf32>, memref<1x3x3x2xf32>, memref<1x2x3x3xf32>, memref<2xf32>, memref<2x3xf32>) {
  linalg.map { arith.mulf } ins(%a, %b : memref<2x3xf32>, memref<2x3xf32>) outs(%o : memref<2x3xf32>)
  linalg.conv_1d_ncw_fcw ins(%x, %w : memref<1x2x5xf32>, memref<2x2x3xf32>) outs(%y : memref<1x2x3xf32>)
  linalg.depthwise_conv_2d_nhwc_hwc ins(%dx, %dw : memref<1x4x4x2xf32>, memref<2x2x2xf32>) outs(%dy : memref<1x3x3x2xf32>)
  linalg.pooling_nchw_sum ins(%px, %win : memref<1x2x4x4xf32>, memref<2x2xf32>) outs(%py : memref<1x2x3x3xf32>)
  linalg.vecmat ins(%v, %m : memref<3xf32>, memref<3x2xf32>) outs(%vm : memref<2xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%a, %b : memref<2x3xf32>, memref<2x3xf32>) outs(%b : memref<2x3xf32>)
  return %o, %y, %dy, %py, %vm, %b : memref<2x3xf32>, memref<1x2x3xf32>, memref<1x3x3x2xf32>, memref<1x2x3x3xf32>, memref<2xf32>, memref<2x3xf32>
}
