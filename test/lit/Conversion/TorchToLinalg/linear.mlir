// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @mm
// CHECK:       %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:       %[[E:.*]] = tensor.empty() : tensor<4x5xf32>
// CHECK:       %[[F:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[E]] : tensor<4x5xf32>)
// CHECK:       linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x3xf32>, tensor<3x5xf32>) outs(%[[F]] : tensor<4x5xf32>) -> tensor<4x5xf32>
func.func @mm(%a: !torch.vtensor<[4,3],f32>, %b: !torch.vtensor<[3,5],f32>) -> !torch.vtensor<[4,5],f32> {
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[4,3],f32>, !torch.vtensor<[3,5],f32> -> !torch.vtensor<[4,5],f32>
  return %0 : !torch.vtensor<[4,5],f32>
}

// -----

// A dynamic contracting dimension is checked at run time.
// CHECK-LABEL: func.func @bmm_dynamic
// CHECK:       cf.assert %{{.*}}, "mismatching contracting dimension"
// CHECK:       linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "reduction"]
func.func @bmm_dynamic(%a: !torch.vtensor<[?,4,?],f32>, %b: !torch.vtensor<[?,?,5],f32>) -> !torch.vtensor<[?,4,5],f32> {
  %0 = torch.aten.bmm %a, %b : !torch.vtensor<[?,4,?],f32>, !torch.vtensor<[?,?,5],f32> -> !torch.vtensor<[?,4,5],f32>
  return %0 : !torch.vtensor<[?,4,5],f32>
}

// -----

// CHECK-LABEL: func.func @bmm
// CHECK:       linalg.batch_matmul ins(%{{.*}}, %{{.*}} : tensor<2x4x3xf32>, tensor<2x3x5xf32>) outs(%{{.*}} : tensor<2x4x5xf32>)
func.func @bmm(%a: !torch.vtensor<[2,4,3],f32>, %b: !torch.vtensor<[2,3,5],f32>) -> !torch.vtensor<[2,4,5],f32> {
  %0 = torch.aten.bmm %a, %b : !torch.vtensor<[2,4,3],f32>, !torch.vtensor<[2,3,5],f32> -> !torch.vtensor<[2,4,5],f32>
  return %0 : !torch.vtensor<[2,4,5],f32>
}

// -----

// matmul of a 3-d by a 2-d operand: the batch dim of the second is broadcast.
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK-DAG: #[[O:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @matmul_3d_2d
// CHECK:       linalg.generic {indexing_maps = [#[[A]], #[[B]], #[[O]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// CHECK:         arith.mulf
// CHECK:         arith.addf
func.func @matmul_3d_2d(%a: !torch.vtensor<[2,4,3],f32>, %b: !torch.vtensor<[3,5],f32>) -> !torch.vtensor<[2,4,5],f32> {
  %0 = torch.aten.matmul %a, %b : !torch.vtensor<[2,4,3],f32>, !torch.vtensor<[3,5],f32> -> !torch.vtensor<[2,4,5],f32>
  return %0 : !torch.vtensor<[2,4,5],f32>
}

// -----

// addmm(c, a, b, beta, alpha) = beta c + alpha (a @ b)
// CHECK-LABEL: func.func @addmm
// CHECK:       %[[P:.*]] = linalg.matmul
// CHECK:       linalg.generic {{.*}} ins(%{{.*}}, %[[P]] : tensor<5xf32>, tensor<4x5xf32>)
// CHECK:         arith.addf
func.func @addmm(%c: !torch.vtensor<[5],f32>, %a: !torch.vtensor<[4,3],f32>, %b: !torch.vtensor<[3,5],f32>) -> !torch.vtensor<[4,5],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.addmm %c, %a, %b, %int1, %int1 : !torch.vtensor<[5],f32>, !torch.vtensor<[4,3],f32>, !torch.vtensor<[3,5],f32>, !torch.int, !torch.int -> !torch.vtensor<[4,5],f32>
  return %0 : !torch.vtensor<[4,5],f32>
}

// -----

// Convolution: zero padding with tensor.pad, the bias broadcast into the
// accumulator, then linalg.conv_2d_nchw_fchw with strides and dilations.
// CHECK-LABEL: func.func @conv2d(
// CHECK:       tensor.pad %{{.*}} low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK:         tensor.yield
// CHECK:       } : tensor<1x3x8x8xf32> to tensor<1x3x10x10xf32>
// CHECK:       %[[INIT:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<1x4x4x4xf32>)
// CHECK:       linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%[[INIT]] : tensor<1x4x4x4xf32>)
func.func @conv2d(%x: !torch.vtensor<[1,3,8,8],f32>, %w: !torch.vtensor<[4,3,3,3],f32>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor<[1,4,4,4],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %op = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.convolution %x, %w, %b, %s, %p, %d, %false, %op, %int1 : !torch.vtensor<[1,3,8,8],f32>, !torch.vtensor<[4,3,3,3],f32>, !torch.vtensor<[4],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,4,4],f32>
  return %0 : !torch.vtensor<[1,4,4,4],f32>
}

// -----

// Depthwise (groups = channels): a generic over expanded group dims.
// CHECK-LABEL: func.func @conv2d_depthwise
// CHECK:       tensor.expand_shape %{{.*}} {{\[}}[0], [1, 2], [3], [4]] output_shape [1, 4, 1, 6, 6] : tensor<1x4x6x6xf32> into tensor<1x4x1x6x6xf32>
// CHECK:       linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]
// CHECK:       tensor.collapse_shape %{{.*}} {{\[}}[0], [1, 2], [3], [4]] : tensor<1x4x1x4x4xf32> into tensor<1x4x4x4xf32>
func.func @conv2d_depthwise(%x: !torch.vtensor<[1,4,6,6],f32>, %w: !torch.vtensor<[4,1,3,3],f32>) -> !torch.vtensor<[1,4,4,4],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int4 = torch.constant.int 4
  %false = torch.constant.bool false
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.convolution %x, %w, %none, %s, %p, %s, %false, %p, %int4 : !torch.vtensor<[1,4,6,6],f32>, !torch.vtensor<[4,1,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,4,4],f32>
  return %0 : !torch.vtensor<[1,4,4,4],f32>
}

// -----

// Max pooling pads with -inf.
// CHECK-LABEL: func.func @max_pool
// CHECK:       %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK:       tensor.pad %{{.*}} low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK:         tensor.yield %[[NINF]] : f32
// CHECK:       %[[WIN:.*]] = tensor.empty() : tensor<3x3xf32>
// CHECK:       linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%{{.*}}, %[[WIN]] : tensor<1x2x10x10xf32>, tensor<3x3xf32>) outs(%{{.*}} : tensor<1x2x4x4xf32>)
func.func @max_pool(%x: !torch.vtensor<[1,2,8,8],f32>) -> !torch.vtensor<[1,2,4,4],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %false = torch.constant.bool false
  %k = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0:2 = torch.aten.max_pool2d_with_indices %x, %k, %s, %p, %p, %false : !torch.vtensor<[1,2,8,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,2,4,4],f32>, !torch.vtensor<[1,2,4,4],si64>
  return %0#0 : !torch.vtensor<[1,2,4,4],f32>
}

// -----

// CHECK-LABEL: func.func @avg_pool
// CHECK:       linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
// CHECK:       %[[N:.*]] = arith.constant 4.000000e+00 : f32
// CHECK:       linalg.generic
// CHECK:         arith.divf %{{.*}}, %[[N]] : f32
func.func @avg_pool(%x: !torch.vtensor<[1,2,8,8],f32>) -> !torch.vtensor<[1,2,4,4],f32> {
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %none = torch.constant.none
  %k = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.avg_pool2d %x, %k, %k, %p, %false, %true, %none : !torch.vtensor<[1,2,8,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[1,2,4,4],f32>
  return %0 : !torch.vtensor<[1,2,4,4],f32>
}

// -----

// CHECK-LABEL: func.func @adaptive_avg_pool_global
// CHECK:       linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction", "reduction"]
// CHECK:       arith.divf
func.func @adaptive_avg_pool_global(%x: !torch.vtensor<[1,2,8,8],f32>) -> !torch.vtensor<[1,2,1,1],f32> {
  %int1 = torch.constant.int 1
  %o = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.adaptive_avg_pool2d %x, %o : !torch.vtensor<[1,2,8,8],f32>, !torch.list<int> -> !torch.vtensor<[1,2,1,1],f32>
  return %0 : !torch.vtensor<[1,2,1,1],f32>
}
