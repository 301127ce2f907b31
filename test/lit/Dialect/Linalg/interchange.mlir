// RUN: strata-opt %s --strata-linalg-interchange -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-linalg-interchange --strata-diff-check -split-input-file > /dev/null

// A matmul's j moves inside k: B and C are then read along their rows.
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-LABEL: func.func @matmul
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[C]]], iterator_types = ["parallel", "reduction", "parallel"]}
// CHECK-NOT: linalg.matmul
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// -----

// Dynamic sizes and a batch dim: the same reordering.
// CHECK-LABEL: func.func @batch_matmul_dynamic
// CHECK: iterator_types = ["parallel", "parallel", "reduction", "parallel"]
func.func @batch_matmul_dynamic(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>, %c: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%c : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

// -----

// A row reduction already walks its input with unit stride innermost:
// left alone (the named op too).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @row_sum
// CHECK: iterator_types = ["parallel", "reduction"]
func.func @row_sum(%x: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A broadcast into a transposed output: the innermost loop d1 strides
// through the output, d0 is the unit-stride dim of both operands, so d0
// moves inward and linalg.index follows its dim.
#vec = affine_map<(d0, d1) -> (d0)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @transpose_index
// CHECK: indexing_maps = [#[[IN]], #[[OUT]]]
// CHECK: linalg.index 1 : index
func.func @transpose_index(%x: tensor<3xf32>, %init: tensor<5x3xf32>) -> tensor<5x3xf32> {
  %r = linalg.generic {indexing_maps = [#vec, #tr], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<3xf32>) outs(%init : tensor<5x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %t = arith.addf %a, %f : f32
    linalg.yield %t : f32
  } -> tensor<5x3xf32>
  return %r : tensor<5x3xf32>
}

// -----

// An elementwise op, rank 0 and rank 1: nothing to reorder.
// CHECK-LABEL: func.func @small
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel"]
// CHECK: linalg.generic {{.*}}iterator_types = []
func.func @small(%x: tensor<4xf32>, %s: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %q = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%s : tensor<f32>) outs(%s : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %r, %q : tensor<4xf32>, tensor<f32>
}

// -----

// A 3x3 convolution: the output width moves inside the kernel loops.
// CHECK-LABEL: func.func @conv
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]
func.func @conv(%x: tensor<1x2x6x6xf32>, %w: tensor<3x2x3x3xf32>, %o: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%o : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}

// -----

// A 1x1 stride-2 convolution (resnet's downsampling): the kernel-width
// reduction has one step, so the output width moves inside it even though
// the input is read with stride 2.
// CHECK-LABEL: func.func @conv_1x1_stride2
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]
func.func @conv_1x1_stride2(%x: tensor<1x4x8x8xf32>, %w: tensor<6x4x1x1xf32>, %o: tensor<1x6x4x4xf32>) -> tensor<1x6x4x4xf32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<1x4x8x8xf32>, tensor<6x4x1x1xf32>) outs(%o : tensor<1x6x4x4xf32>) -> tensor<1x6x4x4xf32>
  return %r : tensor<1x6x4x4xf32>
}

// -----

// A long reduction stays innermost when no parallel dim reads better: a
// row sum over a dynamic width.
// CHECK-LABEL: func.func @row_sum_dynamic
// CHECK: iterator_types = ["parallel", "reduction"]
func.func @row_sum_dynamic(%x: tensor<?x?xf32>, %init: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<?x?xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}
