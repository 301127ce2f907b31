// tensor.pad's result may be static where its sizes leave a dim dynamic (mlir-opt-22 takes the
// result type as given there); a static dim must still agree with the sizes.
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @dynamic_high(
// CHECK: tensor.pad %{{.*}} low[0, 0] high[%{{.*}}, %{{.*}}] {
// CHECK: } : tensor<?x?xf32> to tensor<2x3xf32>
func.func @dynamic_high(%t: tensor<?x?xf32>, %h0: index, %h1: index, %v: f32) -> tensor<2x3xf32> {
  %0 = tensor.pad %t low[0, 0] high[%h0, %h1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-LABEL: func.func @dynamic_source(
// CHECK: } : tensor<?x?xf32> to tensor<2x3xf32>
// CHECK: } : tensor<2x?xf32> to tensor<5x3xf32>
func.func @dynamic_source(%t: tensor<?x?xf32>, %u: tensor<2x?xf32>, %l: index, %v: f32) -> (tensor<2x3xf32>, tensor<5x3xf32>) {
  %0 = tensor.pad %t low[0, 0] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<2x3xf32>
  %1 = tensor.pad %u low[%l, 0] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x?xf32> to tensor<5x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<5x3xf32>
}
