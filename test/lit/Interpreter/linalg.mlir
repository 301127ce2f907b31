// linalg: generic (with linalg.index), named ops through their declared
// maps and bodies (matmul, conv, pooling, elementwise), map, reduce,
// transpose, broadcast, softmax, and structured ops on buffers.
// RUN: strata-run %s --entry main | FileCheck %s

func.func @main() -> (tensor<2x2xf32>, tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>, tensor<2x3xi32>, tensor<2xf32>, tensor<3x2xf32>, tensor<2x3xf32>, tensor<2x2xf32>, memref<2x2xf32>, tensor<3xf32>) {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]> : tensor<3x2xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  // 3x3 image, 2x2 kernel of ones: each output is a window sum.
  %img = arith.constant dense<[[[[1.0], [2.0], [3.0]], [[4.0], [5.0], [6.0]], [[7.0], [8.0], [9.0]]]]> : tensor<1x3x3x1xf32>
  %k = arith.constant dense<1.0> : tensor<2x2x1x1xf32>
  %co = arith.constant dense<0.0> : tensor<1x2x2x1xf32>
  %conv = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %k : tensor<1x3x3x1xf32>, tensor<2x2x1x1xf32>) outs(%co : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %pinit = arith.constant dense<-1.0e30> : tensor<1x1x1x1xf32>
  %pool = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %win : tensor<1x3x3x1xf32>, tensor<3x3xf32>) outs(%pinit : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  // linalg.index: out[i, j] = 10 * i + j.
  %ie = tensor.empty() : tensor<2x3xi32>
  %idx = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%ie : tensor<2x3xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ten = arith.constant 10 : index
    %t = arith.muli %i, %ten : index
    %s = arith.addi %t, %j : index
    %v = arith.index_cast %s : index to i32
    linalg.yield %v : i32
  } -> tensor<2x3xi32>
  %re = arith.constant dense<0.0> : tensor<2xf32>
  %red = linalg.reduce { arith.addf } ins(%a : tensor<2x3xf32>) outs(%re : tensor<2xf32>) dimensions = [1]
  %te = tensor.empty() : tensor<3x2xf32>
  %tr = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%te : tensor<3x2xf32>) permutation = [1, 0]
  %v3 = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %be = tensor.empty() : tensor<2x3xf32>
  %br = linalg.broadcast ins(%v3 : tensor<3xf32>) outs(%be : tensor<2x3xf32>) dimensions = [0]
  %sq = linalg.mul ins(%mm, %mm : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %mem = memref.alloc() : memref<2x2xf32>
  linalg.fill ins(%z : f32) outs(%mem : memref<2x2xf32>)
  %one = arith.constant dense<1.0> : tensor<2x2xf32>
  %m1 = bufferization.to_buffer %one : tensor<2x2xf32> to memref<2x2xf32>
  linalg.matmul ins(%m1, %m1 : memref<2x2xf32>, memref<2x2xf32>) outs(%mem : memref<2x2xf32>)
  %se = tensor.empty() : tensor<3xf32>
  %sm = linalg.softmax dimension(0) ins(%v3 : tensor<3xf32>) outs(%se : tensor<3xf32>) -> tensor<3xf32>
  return %mm, %conv, %pool, %idx, %red, %tr, %br, %sq, %mem, %sm : tensor<2x2xf32>, tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>, tensor<2x3xi32>, tensor<2xf32>, tensor<3x2xf32>, tensor<2x3xf32>, tensor<2x2xf32>, memref<2x2xf32>, tensor<3xf32>
}
// CHECK:      {{\[}}[ 4,  5],
// CHECK-NEXT:  [10, 11]]
// CHECK:      {{\[}}[{{\[}}[12],
// CHECK-NEXT:    [16]],
// CHECK-EMPTY:
// CHECK-NEXT:   {{\[}}[24],
// CHECK-NEXT:    [28]]]]
// CHECK:      {{\[}}[{{\[}}[9]]]]
// CHECK:      {{\[}}[ 0,  1,  2],
// CHECK-NEXT:  [10, 11, 12]]
// CHECK:      [ 6, 15]
// CHECK:      {{\[}}[1, 4],
// CHECK-NEXT:  [2, 5],
// CHECK-NEXT:  [3, 6]]
// CHECK:      {{\[}}[1, 2, 3],
// CHECK-NEXT:  [1, 2, 3]]
// CHECK:      {{\[}}[ 16,  25],
// CHECK-NEXT:  [100, 121]]
// CHECK:      {{\[}}[2, 2],
// CHECK-NEXT:  [2, 2]]
// CHECK:      {{\[0.0900306, +0.244728, +0.665241\]}}
