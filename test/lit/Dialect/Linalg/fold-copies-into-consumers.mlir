// RUN: strata-opt %s --strata-linalg-fold-copies-into-consumers -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-linalg-fold-copies-into-consumers --strata-diff-check -split-input-file > /dev/null

// torch's linear: the weight transposed, then a matmul. The matmul is
// generalized and reads the weight through the transposed map.
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[WT:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @linear
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[WT]], #[[C]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<2x8xf32>, tensor<5x8xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK-NOT: linalg.matmul
func.func @linear(%x: tensor<2x8xf32>, %w: tensor<5x8xf32>, %o: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %e = tensor.empty() : tensor<8x5xf32>
  %t = linalg.transpose ins(%w : tensor<5x8xf32>) outs(%e : tensor<8x5xf32>) permutation = [1, 0]
  %r = linalg.matmul ins(%x, %t : tensor<2x8xf32>, tensor<8x5xf32>) outs(%o : tensor<2x5xf32>) -> tensor<2x5xf32>
  return %r : tensor<2x5xf32>
}

// -----

// A generic copy broadcasting a row into an elementwise generic; dynamic sizes.
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @broadcast_dynamic
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[ROW]], #{{.*}}]{{.*}} ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?xf32>)
// CHECK-NOT: linalg.generic
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @broadcast_dynamic(%x: tensor<?x?xf32>, %b: tensor<?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %x, %c0 : tensor<?x?xf32>
  %m = tensor.dim %x, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%n, %m) : tensor<?x?xf32>
  %bb = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %bb : tensor<?x?xf32>, tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%a: f32, %c: f32, %out: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// A transpose of i32 into a batch matmul; rank-3 permutation.
// CHECK-LABEL: func.func @batch_matmul_i32
// CHECK-NOT: linalg.transpose
// CHECK: ins(%arg0, %arg1 : tensor<3x2x4xi32>, tensor<3x6x4xi32>)
// CHECK: arith.muli
func.func @batch_matmul_i32(%a: tensor<3x2x4xi32>, %b: tensor<3x6x4xi32>, %o: tensor<3x2x6xi32>) -> tensor<3x2x6xi32> {
  %e = tensor.empty() : tensor<3x4x6xi32>
  %t = linalg.transpose ins(%b : tensor<3x6x4xi32>) outs(%e : tensor<3x4x6xi32>) permutation = [0, 2, 1]
  %r = linalg.batch_matmul ins(%a, %t : tensor<3x2x4xi32>, tensor<3x4x6xi32>) outs(%o : tensor<3x2x6xi32>) -> tensor<3x2x6xi32>
  return %r : tensor<3x2x6xi32>
}

// -----

// Left alone: a copy that is also returned (it must exist) and a
// producer that computes (fusion's business, not this pass's); their
// consumers stay named.
// CHECK-LABEL: func.func @kept
// CHECK: linalg.transpose
// CHECK: linalg.matmul
// CHECK: linalg.generic
// CHECK: math.exp
// CHECK: linalg.matmul
func.func @kept(%x: tensor<2x8xf32>, %w: tensor<5x8xf32>, %o: tensor<2x5xf32>, %v: tensor<8x5xf32>) -> (tensor<2x5xf32>, tensor<8x5xf32>, tensor<2x5xf32>) {
  %e = tensor.empty() : tensor<8x5xf32>
  %t = linalg.transpose ins(%w : tensor<5x8xf32>) outs(%e : tensor<8x5xf32>) permutation = [1, 0]
  %r = linalg.matmul ins(%x, %t : tensor<2x8xf32>, tensor<8x5xf32>) outs(%o : tensor<2x5xf32>) -> tensor<2x5xf32>
  %ex = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v : tensor<8x5xf32>) outs(%e : tensor<8x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = math.exp %in : f32
    linalg.yield %y : f32
  } -> tensor<8x5xf32>
  %r2 = linalg.matmul ins(%x, %ex : tensor<2x8xf32>, tensor<8x5xf32>) outs(%o : tensor<2x5xf32>) -> tensor<2x5xf32>
  return %r, %t, %r2 : tensor<2x5xf32>, tensor<8x5xf32>, tensor<2x5xf32>
}

// -----

// A copy into an empty tensor folds all the same.
// CHECK-LABEL: func.func @empty
// CHECK-NOT: linalg.transpose
// CHECK: ins(%arg0, %arg1 : tensor<0x8xf32>, tensor<5x8xf32>)
func.func @empty(%x: tensor<0x8xf32>, %w: tensor<5x8xf32>, %o: tensor<0x5xf32>) -> tensor<0x5xf32> {
  %e = tensor.empty() : tensor<8x5xf32>
  %t = linalg.transpose ins(%w : tensor<5x8xf32>) outs(%e : tensor<8x5xf32>) permutation = [1, 0]
  %r = linalg.matmul ins(%x, %t : tensor<0x8xf32>, tensor<8x5xf32>) outs(%o : tensor<0x5xf32>) -> tensor<0x5xf32>
  return %r : tensor<0x5xf32>
}

// -----

// A convolution reading a permuted input stays a named convolution (the
// CPU pipeline rewrites named convolutions into matrix products).
// CHECK-LABEL: func.func @conv_of_permuted
// CHECK: linalg.transpose
// CHECK: linalg.conv_2d_nchw_fchw
func.func @conv_of_permuted(%x: tensor<1x6x6x2xf32>, %w: tensor<3x2x3x3xf32>, %o: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %e = tensor.empty() : tensor<1x2x6x6xf32>
  %t = linalg.transpose ins(%x : tensor<1x6x6x2xf32>) outs(%e : tensor<1x2x6x6xf32>) permutation = [0, 3, 1, 2]
  %r = linalg.conv_2d_nchw_fchw ins(%t, %w : tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%o : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}
