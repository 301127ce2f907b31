// Named ops declared as data (dialects/linalg/named.go): convolutions without batch or channels,
// nhwc_fhwc, grouped (ngchw and nhwgc), depthwise (1-D, nchw, hwcm, 3-D), batch_matvec, batch_vecmat,
// mmt4d, batch_mmt4d and the 1-D, 3-D and unsigned poolings. They print as mlir-opt-22 prints them,
// generalize to its maps, iterator types and bodies, and the interpreter computes the same before
// and after generalization on random inputs.
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --linalg-generalize-named-ops | FileCheck %s --check-prefix=GEN
// RUN: strata-opt %s --linalg-generalize-named-ops --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @conv_2d(
// CHECK: linalg.conv_2d ins(%{{.*}}, %{{.*}} : tensor<6x6xf32>, tensor<3x3xf32>) outs(%{{.*}} : tensor<4x4xf32>) -> tensor<4x4xf32>
// GEN-DAG: #[[IN:.*]] = affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>
// GEN-DAG: #[[FIN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>
// GEN-DAG: #[[FK:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
// GEN-DAG: #[[DWI:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d4, d2 + d5 * 2, d3 * 2 + d6, d7)>
// GEN-DAG: #[[DWC:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d7, d4, d5, d6)>
// GEN-DAG: #[[DWM:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d8, d4)>
// GEN-LABEL: func.func @conv_2d(
// GEN: linalg.generic {indexing_maps = [#[[IN]], #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
func.func @conv_2d(%i: tensor<6x6xf32>, %k: tensor<3x3xf32>, %o: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.conv_2d ins(%i, %k : tensor<6x6xf32>, tensor<3x3xf32>) outs(%o : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// CHECK-LABEL: func.func @fhwc(
// CHECK: linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
// GEN-LABEL: func.func @fhwc(
// GEN: linalg.generic {indexing_maps = [#[[FIN]], #[[FK]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
func.func @fhwc(%i: tensor<1x9x9x3xf32>, %k: tensor<4x3x3x3xf32>, %o: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
    ins(%i, %k : tensor<1x9x9x3xf32>, tensor<4x3x3x3xf32>) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// CHECK-LABEL: func.func @grouped(
// CHECK: linalg.conv_2d_ngchw_fgchw
// CHECK: linalg.conv_2d_nhwgc_gfhwc
// GEN-LABEL: func.func @grouped(
// GEN-COUNT-2: iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]
func.func @grouped(%i: tensor<1x2x3x5x5xf32>, %k: tensor<4x2x3x3x3xf32>, %o: tensor<1x2x4x3x3xf32>,
                   %j: tensor<1x5x5x2x3xf32>, %l: tensor<2x4x3x3x3xf32>, %p: tensor<1x3x3x2x4xf32>) -> (tensor<1x2x4x3x3xf32>, tensor<1x3x3x2x4xf32>) {
  %0 = linalg.conv_2d_ngchw_fgchw ins(%i, %k : tensor<1x2x3x5x5xf32>, tensor<4x2x3x3x3xf32>) outs(%o : tensor<1x2x4x3x3xf32>) -> tensor<1x2x4x3x3xf32>
  %1 = linalg.conv_2d_nhwgc_gfhwc ins(%j, %l : tensor<1x5x5x2x3xf32>, tensor<2x4x3x3x3xf32>) outs(%p : tensor<1x3x3x2x4xf32>) -> tensor<1x3x3x2x4xf32>
  return %0, %1 : tensor<1x2x4x3x3xf32>, tensor<1x3x3x2x4xf32>
}

// CHECK-LABEL: func.func @depthwise(
// CHECK: linalg.depthwise_conv_2d_nhwc_hwcm
// CHECK: linalg.depthwise_conv_1d_nwc_wc
// GEN-LABEL: func.func @depthwise(
// GEN: iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]
// GEN: iterator_types = ["parallel", "parallel", "parallel", "reduction"]
func.func @depthwise(%i: tensor<1x5x5x3xf32>, %k: tensor<3x3x3x2xf32>, %o: tensor<1x3x3x3x2xf32>,
                     %j: tensor<2x7x3xf32>, %l: tensor<3x3xf32>, %p: tensor<2x5x3xf32>) -> (tensor<1x3x3x3x2xf32>, tensor<2x5x3xf32>) {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm ins(%i, %k : tensor<1x5x5x3xf32>, tensor<3x3x3x2xf32>) outs(%o : tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32>
  %1 = linalg.depthwise_conv_1d_nwc_wc ins(%j, %l : tensor<2x7x3xf32>, tensor<3x3xf32>) outs(%p : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
  return %0, %1 : tensor<1x3x3x3x2xf32>, tensor<2x5x3xf32>
}

// CHECK-LABEL: func.func @products(
// CHECK: linalg.batch_vecmat
// CHECK: linalg.mmt4d
// GEN-LABEL: func.func @products(
// GEN: iterator_types = ["parallel", "parallel", "reduction"]
// GEN: iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]
func.func @products(%a: tensor<2x4xf32>, %b: tensor<2x4x3xf32>, %c: tensor<2x3xf32>,
                    %x: tensor<2x3x4x5xf32>, %y: tensor<6x3x7x5xf32>, %z: tensor<2x6x4x7xf32>) -> (tensor<2x3xf32>, tensor<2x6x4x7xf32>) {
  %0 = linalg.batch_vecmat ins(%a, %b : tensor<2x4xf32>, tensor<2x4x3xf32>) outs(%c : tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = linalg.mmt4d ins(%x, %y : tensor<2x3x4x5xf32>, tensor<6x3x7x5xf32>) outs(%z : tensor<2x6x4x7xf32>) -> tensor<2x6x4x7xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<2x6x4x7xf32>
}

// CHECK-LABEL: func.func @pools(
// CHECK: linalg.pooling_nwc_max
// CHECK: linalg.pooling_nhwc_max_unsigned
// CHECK: linalg.pooling_ndhwc_sum
// GEN-LABEL: func.func @pools(
// GEN: arith.maximumf
// GEN: arith.maxui
// GEN: iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]
// GEN: arith.addf
func.func @pools(%i: tensor<1x7x3xf32>, %k: tensor<3xf32>, %o: tensor<1x5x3xf32>,
                 %ui: tensor<1x5x5x2xi32>, %uk: tensor<2x2xi32>, %uo: tensor<1x4x4x2xi32>,
                 %vi: tensor<1x4x4x4x2xf32>, %vk: tensor<2x2x2xf32>, %vo: tensor<1x3x3x3x2xf32>) -> (tensor<1x5x3xf32>, tensor<1x4x4x2xi32>, tensor<1x3x3x3x2xf32>) {
  %0 = linalg.pooling_nwc_max ins(%i, %k : tensor<1x7x3xf32>, tensor<3xf32>) outs(%o : tensor<1x5x3xf32>) -> tensor<1x5x3xf32>
  %1 = linalg.pooling_nhwc_max_unsigned ins(%ui, %uk : tensor<1x5x5x2xi32>, tensor<2x2xi32>) outs(%uo : tensor<1x4x4x2xi32>) -> tensor<1x4x4x2xi32>
  %2 = linalg.pooling_ndhwc_sum ins(%vi, %vk : tensor<1x4x4x4x2xf32>, tensor<2x2x2xf32>) outs(%vo : tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32>
  return %0, %1, %2 : tensor<1x5x3xf32>, tensor<1x4x4x2xi32>, tensor<1x3x3x3x2xf32>
}

// The 3-D depthwise convolutions: the channel loop is the innermost (after the window's reductions),
// as mlir-opt-22 generalizes them; strides and dilations apply per spatial dimension.
// CHECK-LABEL: func.func @depthwise_3d(
// CHECK: linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<[1, 2, 1]> : tensor<3xi64>, strides = dense<[1, 1, 2]> : tensor<3xi64>}
// CHECK: linalg.depthwise_conv_3d_ncdhw_cdhw
// CHECK: linalg.depthwise_conv_3d_ndhwc_dhwcm
// GEN-LABEL: func.func @depthwise_3d(
// GEN: linalg.generic {indexing_maps = [#[[DWI]], #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]}
// GEN: linalg.generic {indexing_maps = [#{{.*}}, #[[DWC]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]}
// GEN: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #[[DWM]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]}
func.func @depthwise_3d(%i: tensor<1x3x5x5x2xf32>, %k: tensor<2x2x2x2xf32>, %o: tensor<1x2x3x2x2xf32>,
                        %j: tensor<1x2x4x4x4xf32>, %l: tensor<2x2x2x2xf32>, %p: tensor<1x2x3x3x3xf32>,
                        %m: tensor<1x3x3x3x2xf32>, %n: tensor<2x2x2x2x3xf32>, %q: tensor<1x2x2x2x2x3xf32>)
    -> (tensor<1x2x3x2x2xf32>, tensor<1x2x3x3x3xf32>, tensor<1x2x2x2x2x3xf32>) {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwc {strides = dense<[1, 1, 2]> : tensor<3xi64>, dilations = dense<[1, 2, 1]> : tensor<3xi64>}
    ins(%i, %k : tensor<1x3x5x5x2xf32>, tensor<2x2x2x2xf32>) outs(%o : tensor<1x2x3x2x2xf32>) -> tensor<1x2x3x2x2xf32>
  %1 = linalg.depthwise_conv_3d_ncdhw_cdhw ins(%j, %l : tensor<1x2x4x4x4xf32>, tensor<2x2x2x2xf32>) outs(%p : tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32>
  %2 = linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%m, %n : tensor<1x3x3x3x2xf32>, tensor<2x2x2x2x3xf32>) outs(%q : tensor<1x2x2x2x2x3xf32>) -> tensor<1x2x2x2x2x3xf32>
  return %0, %1, %2 : tensor<1x2x3x2x2xf32>, tensor<1x2x3x3x3xf32>, tensor<1x2x2x2x2x3xf32>
}
