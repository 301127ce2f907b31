// The quantized named ops (the zero points of both inputs as two scalar inputs), depthwise_conv_1d_nwc_wcm,
// and named convolutions on i1 (upstream multiplies with andi and adds with ori there). They print as
// mlir-opt-22 prints them, generalize to its bodies, and the interpreter computes the same before and
// after generalization on random inputs.
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --linalg-generalize-named-ops | FileCheck %s --check-prefix=GEN
// RUN: strata-opt %s --linalg-generalize-named-ops --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @conv_q(
// CHECK: linalg.conv_2d_nhwc_hwcf_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<1x5x5x2xi8>, tensor<3x3x2x4xi8>, i32, i32) outs(%{{.*}} : tensor<1x3x3x4xi32>) -> tensor<1x3x3x4xi32>
// GEN-LABEL: func.func @conv_q(
// GEN: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #[[SCALAR:.*]], #[[SCALAR]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
// GEN: ^bb0(%[[IN:.*]]: i8, %[[K:.*]]: i8, %[[IZP:.*]]: i32, %[[KZP:.*]]: i32, %[[OUT:.*]]: i32):
// GEN-NEXT: %[[A:.*]] = arith.extsi %[[IN]] : i8 to i32
// GEN-NEXT: %[[AS:.*]] = arith.subi %[[A]], %[[IZP]] : i32
// GEN-NEXT: %[[B:.*]] = arith.extsi %[[K]] : i8 to i32
// GEN-NEXT: %[[BS:.*]] = arith.subi %[[B]], %[[KZP]] : i32
// GEN-NEXT: %[[M:.*]] = arith.muli %[[AS]], %[[BS]] : i32
// GEN-NEXT: %[[S:.*]] = arith.addi %[[OUT]], %[[M]] : i32
// GEN-NEXT: linalg.yield %[[S]] : i32
func.func @conv_q(%i: tensor<1x5x5x2xi8>, %k: tensor<3x3x2x4xi8>, %o: tensor<1x3x3x4xi32>, %izp: i32, %kzp: i32) -> tensor<1x3x3x4xi32> {
  %0 = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%i, %k, %izp, %kzp : tensor<1x5x5x2xi8>, tensor<3x3x2x4xi8>, i32, i32) outs(%o : tensor<1x3x3x4xi32>) -> tensor<1x3x3x4xi32>
  return %0 : tensor<1x3x3x4xi32>
}

// CHECK-LABEL: func.func @more_q(
// CHECK: linalg.conv_2d_nchw_fchw_q
// CHECK: linalg.conv_2d_nhwc_fhwc_q
// CHECK: linalg.quantized_matmul ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<3x4xi8>, tensor<4x5xi8>, i32, i32) outs(%{{.*}} : tensor<3x5xi32>) -> tensor<3x5xi32>
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc_q
func.func @more_q(%i: tensor<1x2x5x5xi8>, %k: tensor<4x2x3x3xi8>, %o: tensor<1x4x3x3xi32>, %izp: i32, %kzp: i32,
                  %ni: tensor<1x5x5x2xi8>, %fk: tensor<4x3x3x2xi8>, %no: tensor<1x3x3x4xi32>,
                  %a: tensor<3x4xi8>, %b: tensor<4x5xi8>, %c: tensor<3x5xi32>,
                  %dk: tensor<3x3x2xi8>, %do: tensor<1x3x3x2xi32>)
    -> (tensor<1x4x3x3xi32>, tensor<1x3x3x4xi32>, tensor<3x5xi32>, tensor<1x3x3x2xi32>) {
  %0 = linalg.conv_2d_nchw_fchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%i, %k, %izp, %kzp : tensor<1x2x5x5xi8>, tensor<4x2x3x3xi8>, i32, i32) outs(%o : tensor<1x4x3x3xi32>) -> tensor<1x4x3x3xi32>
  %1 = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%ni, %fk, %izp, %kzp : tensor<1x5x5x2xi8>, tensor<4x3x3x2xi8>, i32, i32) outs(%no : tensor<1x3x3x4xi32>) -> tensor<1x3x3x4xi32>
  %2 = linalg.quantized_matmul ins(%a, %b, %izp, %kzp : tensor<3x4xi8>, tensor<4x5xi8>, i32, i32) outs(%c : tensor<3x5xi32>) -> tensor<3x5xi32>
  %3 = linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%ni, %dk, %izp, %kzp : tensor<1x5x5x2xi8>, tensor<3x3x2xi8>, i32, i32) outs(%do : tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32>
  return %0, %1, %2, %3 : tensor<1x4x3x3xi32>, tensor<1x3x3x4xi32>, tensor<3x5xi32>, tensor<1x3x3x2xi32>
}

// CHECK-LABEL: func.func @wcm(
// CHECK: linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x6x2xf32>, tensor<3x2x3xf32>) outs(%{{.*}} : tensor<1x4x2x3xf32>) -> tensor<1x4x2x3xf32>
// GEN-LABEL: func.func @wcm(
// GEN: iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]
func.func @wcm(%i: tensor<1x6x2xf32>, %k: tensor<3x2x3xf32>, %o: tensor<1x4x2x3xf32>) -> tensor<1x4x2x3xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%i, %k : tensor<1x6x2xf32>, tensor<3x2x3xf32>) outs(%o : tensor<1x4x2x3xf32>) -> tensor<1x4x2x3xf32>
  return %0 : tensor<1x4x2x3xf32>
}

// GEN-LABEL: func.func @conv_i1(
// GEN: ^bb0(%[[A:.*]]: i1, %[[B:.*]]: i1, %[[O:.*]]: i1):
// GEN-NEXT: %[[M:.*]] = arith.andi %[[A]], %[[B]] : i1
// GEN-NEXT: %[[S:.*]] = arith.ori %[[O]], %[[M]] : i1
// GEN-NEXT: linalg.yield %[[S]] : i1
func.func @conv_i1(%i: tensor<1x4x4x1xi1>, %k: tensor<2x2x1x1xi1>, %o: tensor<1x3x3x1xi1>) -> tensor<1x3x3x1xi1> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%i, %k : tensor<1x4x4x1xi1>, tensor<2x2x1x1xi1>) outs(%o : tensor<1x3x3x1xi1>) -> tensor<1x3x3x1xi1>
  return %0 : tensor<1x3x3x1xi1>
}
