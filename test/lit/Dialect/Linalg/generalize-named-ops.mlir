// RUN: strata-opt %s --linalg-generalize-named-ops | FileCheck %s

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
func.func @structured(%a: tensor<4x8xf32>, %w: tensor<4xf32>, %b: tensor<8x16xf32>, %bt: tensor<16x8xf32>, %m: memref<4x8xf32>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %mp = linalg.map { arith.addf } ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>)
  %rd = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%w : tensor<4xf32>) dimensions = [1]
  %tr = linalg.transpose ins(%b : tensor<8x16xf32>) outs(%bt : tensor<16x8xf32>) permutation = [1, 0]
  %br = linalg.broadcast ins(%w : tensor<4xf32>) outs(%a : tensor<4x8xf32>) dimensions = [1]
  %ex = linalg.exp ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.map { math.exp } ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>)
  return %mp, %rd, %tr, %br, %ex : tensor<4x8xf32>, tensor<4xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// CHECK-LABEL: func.func @named
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<4x16xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg3 : f32) outs(%arg2 : tensor<4x16xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<4x16xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg4, %arg5 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg6 : tensor<4x16xi32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.extsi %{{.*}} : i8 to i32
// CHECK-NEXT: %{{.*}} = arith.extsi %{{.*}} : i8 to i32
// CHECK-NEXT: %{{.*}} = arith.muli %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %{{.*}} = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: linalg.yield %{{.*}} : i32
// CHECK-NEXT: } -> tensor<4x16xi32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg8 : tensor<4x16xf16>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.truncf %{{.*}} : f32 to f16
// CHECK-NEXT: %{{.*}} = arith.truncf %{{.*}} : f32 to f16
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f16
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f16
// CHECK-NEXT: linalg.yield %{{.*}} : f16
// CHECK-NEXT: } -> tensor<4x16xf16>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg7 : tensor<4x8xf32>, tensor<16x8xf32>) outs(%arg2 : tensor<4x16xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<4x16xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg12, %arg13 : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%arg14 : tensor<2x4x16xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<2x4x16xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg9 : tensor<4x8xf32>, tensor<8xf32>) outs(%arg10 : tensor<4xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "reduction"]} ins(%arg10, %arg0 : tensor<4xf32>, tensor<4x8xf32>) outs(%arg9 : tensor<8xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<8xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["reduction"]} ins(%arg9, %arg9 : tensor<8xf32>, tensor<8xf32>) outs(%arg11 : tensor<f32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<f32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%arg12, %arg13 : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%arg2 : tensor<4x16xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<4x16xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.maximumf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg4, %arg4 : tensor<4x8xi8>, tensor<4x8xi8>) outs(%arg4 : tensor<4x8xi8>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.subi %{{.*}}, %{{.*}} : i8
// CHECK-NEXT: linalg.yield %{{.*}} : i8
// CHECK-NEXT: } -> tensor<4x8xi8>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg15, %arg15 : memref<8x8xf32>, memref<8x8xf32>) outs(%arg15 : memref<8x8xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg3 : f32) outs(%arg15 : memref<8x8xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg16 : memref<8x8xi32>) outs(%arg15 : memref<8x8xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.sitofp %{{.*}} : i32 to f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi32>, tensor<4x8xf32>, tensor<4x16xf16>, tensor<4x16xf32>, tensor<2x4x16xf32>, tensor<4xf32>, tensor<8xf32>, tensor<f32>, tensor<4x16xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi8>, tensor<4x8xf32>

// CHECK-LABEL: func.func @conv
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x3x10xf32>, tensor<4x3x3xf32>) outs(%arg2 : tensor<1x4x8xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<1x4x8xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg3, %arg4 : tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%arg5 : tensor<1x4x8x8xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<1x4x8x8xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg6, %arg7 : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%arg8 : tensor<1x8x8x4xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<1x8x8x4xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg6, %arg9 : tensor<1x10x10x3xf32>, tensor<3x3x3xf32>) outs(%arg10 : tensor<1x8x8x3xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<1x8x8x3xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg3, %arg11 : tensor<1x3x10x10xf32>, tensor<3x3xf32>) outs(%arg12 : tensor<1x3x8x8xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.maximumf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<1x3x8x8xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg6, %arg11 : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%arg10 : tensor<1x8x8x3xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<1x8x8x3xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg6, %arg11 : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%arg10 : tensor<1x8x8x3xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.minimumf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<1x8x8x3xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg13, %arg14 : tensor<1x10x3xf32>, tensor<3x3x4xf32>) outs(%arg15 : tensor<1x8x4xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<1x8x4xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg6, %arg7 : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%arg16 : tensor<1x4x6x4xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<1x4x6x4xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg6, %arg7 : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%arg8 : tensor<1x8x8x4xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<1x8x8x4xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg3, %arg11 : tensor<1x3x10x10xf32>, tensor<3x3xf32>) outs(%arg12 : tensor<1x3x8x8xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<1x3x8x8xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg6, %arg11 : tensor<1x10x10x3xf32>, tensor<3x3xf32>) outs(%arg10 : tensor<1x8x8x3xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.maximumf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<1x8x8x3xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg17, %arg18 : tensor<1x6x6x6x2xf32>, tensor<3x3x3x2x4xf32>) outs(%arg19 : tensor<1x4x4x4x4xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<1x4x4x4x4xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg20, %arg21 : tensor<1x2x6x6x6xf32>, tensor<4x2x3x3x3xf32>) outs(%arg22 : tensor<1x4x4x4x4xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<1x4x4x4x4xf32>
// CHECK-NEXT: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<1x4x8xf32>, tensor<1x4x8x8xf32>, tensor<1x8x8x4xf32>, tensor<1x8x8x3xf32>, tensor<1x3x8x8xf32>, tensor<1x8x8x3xf32>, tensor<1x8x8x3xf32>, tensor<1x8x4xf32>, tensor<1x4x6x4xf32>, tensor<1x8x8x4xf32>, tensor<1x3x8x8xf32>, tensor<1x8x8x3xf32>, tensor<1x4x4x4x4xf32>, tensor<1x4x4x4x4xf32>

// CHECK-LABEL: func.func @structured
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg2 : tensor<8x16xf32>) outs(%arg3 : tensor<16x8xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<16x8xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<4xf32>) outs(%arg0 : tensor<4x8xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: %{{.*}} = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = math.exp %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<4x8xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%arg4 : memref<4x8xf32>) outs(%arg4 : memref<4x8xf32>) {
// CHECK: ^bb0(
// CHECK-NEXT: %{{.*}} = math.exp %{{.*}} : f32
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<4xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
