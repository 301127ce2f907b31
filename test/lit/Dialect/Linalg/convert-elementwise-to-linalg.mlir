// RUN: strata-opt %s --convert-elementwise-to-linalg --strata-diff-check | FileCheck %s

// CHECK: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @f(
// CHECK-SAME:    %[[A:.*]]: tensor<?x4xf32>, %[[B:.*]]: tensor<?x4xf32>)
// CHECK:         %[[S:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[A]], %[[B]] : tensor<?x4xf32>, tensor<?x4xf32>) outs(%[[A]] : tensor<?x4xf32>) {
// CHECK-NEXT:    ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[R:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK-NEXT:      linalg.yield %[[R]] : f32
// CHECK:         %[[D:.*]] = tensor.dim %[[S]], %{{.*}} : tensor<?x4xf32>
// CHECK:         %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?x4xi1>
// CHECK:         linalg.generic {{.*}} ins(%[[S]], %[[B]] : tensor<?x4xf32>, tensor<?x4xf32>) outs(%[[E]] : tensor<?x4xi1>)
// CHECK:           arith.cmpf olt
// CHECK:         linalg.generic {{.*}} ins(%[[S]] : tensor<?x4xf32>) outs(%[[S]] : tensor<?x4xf32>)
// CHECK:           math.floor
func.func @f(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> (tensor<?x4xf32>, tensor<?x4xi1>) {
  %s = arith.addf %a, %b : tensor<?x4xf32>
  %c = arith.cmpf olt, %s, %b : tensor<?x4xf32>
  %f = math.floor %s : tensor<?x4xf32>
  return %f, %c : tensor<?x4xf32>, tensor<?x4xi1>
}

// Scalars are left alone.
// CHECK-LABEL: func.func @scalar(
// CHECK-NEXT:    arith.addf %{{.*}}, %{{.*}} : f32
func.func @scalar(%a: f32) -> f32 {
  %s = arith.addf %a, %a : f32
  return %s : f32
}
