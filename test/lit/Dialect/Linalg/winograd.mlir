// The Winograd transforms: F(2,3) on a 3x3 filter and on a 1-D (3x1) one, F(4,3) over an input of two
// tiles a side, the output transform back; custom and generic forms as mlir-opt-22 prints them (fmr
// is an i32 in the generic form).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @transforms
// CHECK: linalg.winograd_filter_transform fmr(F_2_3) ins(%{{.*}} : tensor<8x3x3x4xf32>) outs(%{{.*}} : tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
// CHECK: linalg.winograd_filter_transform fmr(F_2_3) ins(%{{.*}} : tensor<8x3x1x4xf32>) outs(%{{.*}} : tensor<4x1x4x8xf32>) -> tensor<4x1x4x8xf32>
// CHECK: linalg.winograd_input_transform fmr(F_4_3) ins(%{{.*}} : tensor<1x10x10x4xf32>) outs(%{{.*}} : tensor<6x6x2x2x1x4xf32>) -> tensor<6x6x2x2x1x4xf32>
// CHECK: linalg.winograd_output_transform fmr(F_4_3) ins(%{{.*}} : tensor<6x6x2x2x1x8xf32>) outs(%{{.*}} : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
// GENERIC: "linalg.winograd_filter_transform"(%{{.*}}, %{{.*}}) <{fmr = 0 : i32}>
// GENERIC: "linalg.winograd_input_transform"(%{{.*}}, %{{.*}}) <{fmr = 1 : i32}>
func.func @transforms(%f: tensor<8x3x3x4xf32>, %fo: tensor<4x4x4x8xf32>, %g: tensor<8x3x1x4xf32>, %go: tensor<4x1x4x8xf32>,
                      %i: tensor<1x10x10x4xf32>, %io: tensor<6x6x2x2x1x4xf32>, %v: tensor<6x6x2x2x1x8xf32>, %o: tensor<1x8x8x8xf32>)
    -> (tensor<4x4x4x8xf32>, tensor<4x1x4x8xf32>, tensor<6x6x2x2x1x4xf32>, tensor<1x8x8x8xf32>) {
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<8x3x3x4xf32>) outs(%fo : tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
  %1 = linalg.winograd_filter_transform fmr(F_2_3) ins(%g : tensor<8x3x1x4xf32>) outs(%go : tensor<4x1x4x8xf32>) -> tensor<4x1x4x8xf32>
  %2 = linalg.winograd_input_transform fmr(F_4_3) ins(%i : tensor<1x10x10x4xf32>) outs(%io : tensor<6x6x2x2x1x4xf32>) -> tensor<6x6x2x2x1x4xf32>
  %3 = linalg.winograd_output_transform fmr(F_4_3) ins(%v : tensor<6x6x2x2x1x8xf32>) outs(%o : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  return %0, %1, %2, %3 : tensor<4x4x4x8xf32>, tensor<4x1x4x8xf32>, tensor<6x6x2x2x1x4xf32>, tensor<1x8x8x8xf32>
}
