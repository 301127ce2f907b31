// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

func.func @named(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %f: f32, %ai: tensor<4x8xi8>, %bi: tensor<8x16xi8>, %ci: tensor<4x16xi32>, %bt: tensor<16x8xf32>, %ch: tensor<4x16xf16>, %v: tensor<8xf32>, %w: tensor<4xf32>, %s: tensor<f32>, %ba: tensor<2x4x8xf32>, %bb: tensor<2x8x16xf32>, %bc: tensor<2x4x16xf32>, %m: memref<8x8xf32>, %mi: memref<8x8xi32>) -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x8xf32>, tensor<4x16xf16>, tensor<4x16xf32>, tensor<2x4x16xf32>, tensor<4xf32>, tensor<8xf32>, tensor<f32>, tensor<4x16xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi8>, tensor<4x8xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.fill ins(%f : f32) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %2 = linalg.matmul ins(%ai, %bi : tensor<4x8xi8>, tensor<8x16xi8>) outs(%ci : tensor<4x16xi32>) -> tensor<4x16xi32>
  %3 = linalg.copy ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%ch : tensor<4x16xf16>) -> tensor<4x16xf16>
  %5 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %bt : tensor<4x8xf32>, tensor<16x8xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %6 = linalg.batch_matmul ins(%ba, %bb : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%bc : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %7 = linalg.matvec ins(%a, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  %8 = linalg.vecmat ins(%w, %a : tensor<4xf32>, tensor<4x8xf32>) outs(%v : tensor<8xf32>) -> tensor<8xf32>
  %9 = linalg.dot ins(%v, %v : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %10 = linalg.batch_reduce_matmul ins(%ba, %bb : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %11 = linalg.add ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %12 = linalg.max ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %13 = linalg.sub ins(%ai, %ai : tensor<4x8xi8>, tensor<4x8xi8>) outs(%ai : tensor<4x8xi8>) -> tensor<4x8xi8>
  %14 = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.matmul ins(%m, %m : memref<8x8xf32>, memref<8x8xf32>) outs(%m : memref<8x8xf32>)
  linalg.fill ins(%f : f32) outs(%m : memref<8x8xf32>)
  linalg.copy ins(%mi : memref<8x8xi32>) outs(%m : memref<8x8xf32>)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x8xf32>, tensor<4x16xf16>, tensor<4x16xf32>, tensor<2x4x16xf32>, tensor<4xf32>, tensor<8xf32>, tensor<f32>, tensor<4x16xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi8>, tensor<4x8xf32>
}
func.func @conv(%i1: tensor<1x3x10xf32>, %k1: tensor<4x3x3xf32>, %o1: tensor<1x4x8xf32>,
             %i2: tensor<1x3x10x10xf32>, %k2: tensor<4x3x3x3xf32>, %o2: tensor<1x4x8x8xf32>,
             %n2: tensor<1x10x10x3xf32>, %h2: tensor<3x3x3x4xf32>, %p2: tensor<1x8x8x4xf32>,
             %dk: tensor<3x3x3xf32>, %dout: tensor<1x8x8x3xf32>, %win: tensor<3x3xf32>, %pn: tensor<1x3x8x8xf32>,
             %n1: tensor<1x10x3xf32>, %h1: tensor<3x3x4xf32>, %q1: tensor<1x8x4xf32>, %p3: tensor<1x4x6x4xf32>,
             %i3: tensor<1x6x6x6x2xf32>, %k3: tensor<3x3x3x2x4xf32>, %o3: tensor<1x4x4x4x4xf32>,
             %j3: tensor<1x2x6x6x6xf32>, %l3: tensor<4x2x3x3x3xf32>, %r3: tensor<1x4x4x4x4xf32>)
    -> (tensor<1x4x8xf32>, tensor<1x4x8x8xf32>, tensor<1x8x8x4xf32>, tensor<1x8x8x3xf32>, tensor<1x3x8x8xf32>, tensor<1x8x8x3xf32>, tensor<1x8x8x3xf32>, tensor<1x8x4xf32>, tensor<1x4x6x4xf32>, tensor<1x8x8x4xf32>, tensor<1x3x8x8xf32>, tensor<1x8x8x3xf32>, tensor<1x4x4x4x4xf32>, tensor<1x4x4x4x4xf32>) {
  %0 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i1, %k1 : tensor<1x3x10xf32>, tensor<4x3x3xf32>) outs(%o1 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i2, %k2 : tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%o2 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%n2, %h2 : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%p2 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %3 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%n2, %dk : tensor<1x10x10x3xf32>, tensor<3x3x3xf32>) outs(%dout : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  %4 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i2, %win : tensor<1x3x10x10xf32>, tensor<3x3xf32>) outs(%pn : tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  %5 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%n2, %win : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%dout : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  %6 = linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%n2, %win : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%dout : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  %7 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%n1, %h1 : tensor<1x10x3xf32>, tensor<3x3x4xf32>) outs(%q1 : tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
  %8 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%n2, %h2 : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%p3 : tensor<1x4x6x4xf32>) -> tensor<1x4x6x4xf32>
  %9 = linalg.conv_2d_nhwc_hwcf ins(%n2, %h2 : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%p2 : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %10 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i2, %win : tensor<1x3x10x10xf32>, tensor<3x3xf32>) outs(%pn : tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  %11 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%n2, %win : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%dout : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  %12 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%i3, %k3 : tensor<1x6x6x6x2xf32>, tensor<3x3x3x2x4xf32>) outs(%o3 : tensor<1x4x4x4x4xf32>) -> tensor<1x4x4x4x4xf32>
  %13 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%j3, %l3 : tensor<1x2x6x6x6xf32>, tensor<4x2x3x3x3xf32>) outs(%r3 : tensor<1x4x4x4x4xf32>) -> tensor<1x4x4x4x4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : tensor<1x4x8xf32>, tensor<1x4x8x8xf32>, tensor<1x8x8x4xf32>, tensor<1x8x8x3xf32>, tensor<1x3x8x8xf32>, tensor<1x8x8x3xf32>, tensor<1x8x8x3xf32>, tensor<1x8x4xf32>, tensor<1x4x6x4xf32>, tensor<1x8x8x4xf32>, tensor<1x3x8x8xf32>, tensor<1x8x8x3xf32>, tensor<1x4x4x4x4xf32>, tensor<1x4x4x4x4xf32>
}

func.func @structured(%a: tensor<4x8xf32>, %w: tensor<4xf32>, %m: memref<4x8xf32>, %mw: memref<4xf32>, %b: tensor<8x16xf32>, %bt: tensor<16x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %mp = linalg.map ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %z = arith.addf %x, %o : f32
      linalg.yield %z : f32
    }
  %mp2 = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {foo = 1}
  %rd = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%w : tensor<4xf32>) dimensions = [1] {foo = 1}
    (%x: f32, %y: f32) {
      %z = arith.addf %x, %y : f32
      linalg.yield %z : f32
    }
  %rd2 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%w : tensor<4xf32>) dimensions = [1]
  linalg.map { arith.negf } ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>)
  %tr = linalg.transpose ins(%b : tensor<8x16xf32>) outs(%bt : tensor<16x8xf32>) permutation = [1, 0]
  linalg.transpose ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>) permutation = [0, 1] {foo}
  linalg.broadcast ins(%mw : memref<4xf32>) outs(%m : memref<4x8xf32>) dimensions = [1]
  %br = linalg.broadcast ins(%w : tensor<4xf32>) outs(%a : tensor<4x8xf32>) dimensions = [1]
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"], library_call = "foo", doc = "x"} outs(%a : tensor<4x8xf32>) attrs = {bar = 2} {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    linalg.yield %o : f32
  } -> tensor<4x8xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%m : memref<4x8xf32>) outs(%mw : memref<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  }
  %sm = linalg.softmax dimension(1) ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %mp, %mp2, %rd, %g, %rd2, %tr, %br, %sm : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// CHECK-LABEL: func.func @named
// CHECK: %{{.*}} = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8x16xf32>) outs(%{{.*}} : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK: %{{.*}} = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK: %{{.*}} = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x8xi8>, tensor<8x16xi8>) outs(%{{.*}} : tensor<4x16xi32>) -> tensor<4x16xi32>
// CHECK: %{{.*}} = linalg.copy ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK: %{{.*}} = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8x16xf32>) outs(%{{.*}} : tensor<4x16xf16>) -> tensor<4x16xf16>
// CHECK: %{{.*}} = linalg.matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<16x8xf32>) outs(%{{.*}} : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK: %{{.*}} = linalg.batch_matmul ins(%{{.*}}, %{{.*}} : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%{{.*}} : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
// CHECK: %{{.*}} = linalg.matvec ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8xf32>) outs(%{{.*}} : tensor<4xf32>) -> tensor<4xf32>
// CHECK: %{{.*}} = linalg.vecmat ins(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4x8xf32>) outs(%{{.*}} : tensor<8xf32>) -> tensor<8xf32>
// CHECK: %{{.*}} = linalg.dot ins(%{{.*}}, %{{.*}} : tensor<8xf32>, tensor<8xf32>) outs(%{{.*}} : tensor<f32>) -> tensor<f32>
// CHECK: %{{.*}} = linalg.batch_reduce_matmul ins(%{{.*}}, %{{.*}} : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%{{.*}} : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK: %{{.*}} = linalg.add ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32>) outs(%{{.*}} : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK: %{{.*}} = linalg.max ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32>) outs(%{{.*}} : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK: %{{.*}} = linalg.sub ins(%{{.*}}, %{{.*}} : tensor<4x8xi8>, tensor<4x8xi8>) outs(%{{.*}} : tensor<4x8xi8>) -> tensor<4x8xi8>
// CHECK: %{{.*}} = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32>) outs(%{{.*}} : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<8x8xf32>, memref<8x8xf32>) outs(%{{.*}} : memref<8x8xf32>)
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<8x8xf32>)
// CHECK: linalg.copy ins(%{{.*}} : memref<8x8xi32>) outs(%{{.*}} : memref<8x8xf32>)
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x8xf32>, tensor<4x16xf16>, tensor<4x16xf32>, tensor<2x4x16xf32>, tensor<4xf32>, tensor<8xf32>, tensor<f32>, tensor<4x16xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi8>, tensor<4x8xf32>
// CHECK-LABEL: func.func @conv
// CHECK: %{{.*}} = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x3x10xf32>, tensor<4x3x3xf32>) outs(%{{.*}} : tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
// CHECK: %{{.*}} = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%{{.*}} : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
// CHECK: %{{.*}} = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%{{.*}} : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
// CHECK: %{{.*}} = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x10x10x3xf32>, tensor<3x3x3xf32>) outs(%{{.*}} : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
// CHECK: %{{.*}} = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x3x10x10xf32>, tensor<3x3xf32>) outs(%{{.*}} : tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
// CHECK: %{{.*}} = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%{{.*}} : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
// CHECK: %{{.*}} = linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%{{.*}} : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
// CHECK: %{{.*}} = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x10x3xf32>, tensor<3x3x4xf32>) outs(%{{.*}} : tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
// CHECK: %{{.*}} = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%{{.*}} : tensor<1x4x6x4xf32>) -> tensor<1x4x6x4xf32>
// CHECK: %{{.*}} = linalg.conv_2d_nhwc_hwcf ins(%{{.*}}, %{{.*}} : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%{{.*}} : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
// CHECK: %{{.*}} = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x3x10x10xf32>, tensor<3x3xf32>) outs(%{{.*}} : tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
// CHECK: %{{.*}} = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%{{.*}} : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
// CHECK: %{{.*}} = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x6x6x6x2xf32>, tensor<3x3x3x2x4xf32>) outs(%{{.*}} : tensor<1x4x4x4x4xf32>) -> tensor<1x4x4x4x4xf32>
// CHECK: %{{.*}} = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x2x6x6x6xf32>, tensor<4x2x3x3x3xf32>) outs(%{{.*}} : tensor<1x4x4x4x4xf32>) -> tensor<1x4x4x4x4xf32>
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<1x4x8xf32>, tensor<1x4x8x8xf32>, tensor<1x8x8x4xf32>, tensor<1x8x8x3xf32>, tensor<1x3x8x8xf32>, tensor<1x8x8x3xf32>, tensor<1x8x8x3xf32>, tensor<1x8x4xf32>, tensor<1x4x6x4xf32>, tensor<1x8x8x4xf32>, tensor<1x3x8x8xf32>, tensor<1x8x8x3xf32>, tensor<1x4x4x4x4xf32>, tensor<1x4x4x4x4xf32>
// CHECK-LABEL: func.func @structured
// CHECK: %{{.*}} = linalg.map ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32>) outs(%{{.*}} : tensor<4x8xf32>)
// CHECK: (%{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32) {
// CHECK: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: linalg.yield %{{.*}} : f32
// CHECK: %{{.*}} = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32>) outs(%{{.*}} : tensor<4x8xf32>) {foo = 1 : i64}
// CHECK: %{{.*}} = linalg.reduce ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<4xf32>) dimensions = [1]  {foo = 1 : i64}
// CHECK: (%{{.*}}: f32, %{{.*}}: f32) {
// CHECK: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: linalg.yield %{{.*}} : f32
// CHECK: %{{.*}} = linalg.reduce { arith.addf } ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<4xf32>) dimensions = [1]
// CHECK: linalg.map { arith.negf } ins(%{{.*}} : memref<4x8xf32>) outs(%{{.*}} : memref<4x8xf32>)
// CHECK: %{{.*}} = linalg.transpose ins(%{{.*}} : tensor<8x16xf32>) outs(%{{.*}} : tensor<16x8xf32>) permutation = [1, 0]
// CHECK: linalg.transpose ins(%{{.*}} : memref<4x8xf32>) outs(%{{.*}} : memref<4x8xf32>) permutation = [0, 1]  {foo}
// CHECK: linalg.broadcast ins(%{{.*}} : memref<4xf32>) outs(%{{.*}} : memref<4x8xf32>) dimensions = [1]
// CHECK: %{{.*}} = linalg.broadcast ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<4x8xf32>) dimensions = [1]
// CHECK: %{{.*}} = linalg.generic {doc = "x", indexing_maps = [#{{.*}}], iterator_types = ["parallel", "parallel"], library_call = "foo"} outs(%{{.*}} : tensor<4x8xf32>) attrs =  {bar = 2 : i64} {
// CHECK: ^bb0(
// CHECK: %{{.*}} = linalg.index 0 : index
// CHECK: linalg.yield %{{.*}} : f32
// CHECK: } -> tensor<4x8xf32>
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "reduction"]} ins(%{{.*}} : memref<4x8xf32>) outs(%{{.*}} : memref<4xf32>) {
// CHECK: ^bb0(
// CHECK: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: linalg.yield %{{.*}} : f32
// CHECK: %{{.*}} = linalg.softmax dimension(1) ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
