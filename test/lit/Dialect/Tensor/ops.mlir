// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

func.func @ops(%t: tensor<4x?xf32>, %i: index, %f: f32, %shape: tensor<2xi64>) {
  %e = tensor.empty(%i) : tensor<4x?xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %x = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  %y = tensor.insert %f into %t[%i, %i] : tensor<4x?xf32>
  %s = tensor.extract_slice %t[0, %i] [2, 4] [1, 1] : tensor<4x?xf32> to tensor<2x4xf32>
  %s2 = tensor.extract_slice %t[0, %i] [1, %i] [1, 2] : tensor<4x?xf32> to tensor<?xf32>
  %is = tensor.insert_slice %s into %t[0, %i] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<4x?xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %ex = tensor.expand_shape %c [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  %cd = tensor.cast %c : tensor<8xf32> to tensor<?xf32>
  %ex2 = tensor.expand_shape %cd [[0, 1]] output_shape [%i, 4] : tensor<?xf32> into tensor<?x4xf32>
  %cast = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %u = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
  %d = tensor.dim %t, %i : tensor<4x?xf32>
  %r = tensor.rank %u : tensor<*xf32>
  %p = tensor.pad %t low[1, %i] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<7x?xf32>
  %p2 = tensor.pad %t nofold low[1, 1] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<7x?xf32>
  %cc = tensor.concat dim(0) %s, %s : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
  %sp = tensor.splat %f : tensor<2x3xf32>
  %sp2 = tensor.splat %f[%i] : tensor<?x3xf32>
  %fe = tensor.from_elements %f, %f : tensor<2xf32>
  %fe0 = tensor.from_elements %f : tensor<f32>
  %g = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  %bc = tensor.bitcast %s : tensor<2x4xf32> to tensor<2x4xi32>
  %rs = tensor.reshape %c(%shape) : (tensor<8xf32>, tensor<2xi64>) -> tensor<2x4xf32>
  return
}

// CHECK-LABEL: func.func @ops
// CHECK: %{{.*}} = tensor.empty(%{{.*}}) : tensor<4x?xf32>
// CHECK: %{{.*}} = tensor.empty() : tensor<4x8xf32>
// CHECK: %{{.*}} = tensor.extract %{{.*}}[%{{.*}}, %{{.*}}] : tensor<4x?xf32>
// CHECK: %{{.*}} = tensor.insert %{{.*}} into %{{.*}}[%{{.*}}, %{{.*}}] : tensor<4x?xf32>
// CHECK: %{{.*}} = tensor.extract_slice %{{.*}}[0, %{{.*}}] [2, 4] [1, 1] : tensor<4x?xf32> to tensor<2x4xf32>
// CHECK: %{{.*}} = tensor.extract_slice %{{.*}}[0, %{{.*}}] [1, %{{.*}}] [1, 2] : tensor<4x?xf32> to tensor<?xf32>
// CHECK: %{{.*}} = tensor.insert_slice %{{.*}} into %{{.*}}[0, %{{.*}}] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<4x?xf32>
// CHECK: %{{.*}} = tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<2x4xf32> into tensor<8xf32>
// CHECK: %{{.*}} = tensor.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
// CHECK: %{{.*}} = tensor.cast %{{.*}} : tensor<8xf32> to tensor<?xf32>
// CHECK: %{{.*}} = tensor.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [%{{.*}}, 4] : tensor<?xf32> into tensor<?x4xf32>
// CHECK: %{{.*}} = tensor.cast %{{.*}} : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK: %{{.*}} = tensor.cast %{{.*}} : tensor<4x?xf32> to tensor<*xf32>
// CHECK: %{{.*}} = tensor.dim %{{.*}}, %{{.*}} : tensor<4x?xf32>
// CHECK: %{{.*}} = tensor.rank %{{.*}} : tensor<*xf32>
// CHECK: %{{.*}} = tensor.pad %{{.*}} low[1, %{{.*}}] high[2, 0] {
// CHECK: ^bb0(
// CHECK: tensor.yield %{{.*}} : f32
// CHECK: } : tensor<4x?xf32> to tensor<7x?xf32>
// CHECK: %{{.*}} = tensor.pad %{{.*}} nofold low[1, 1] high[2, 0] {
// CHECK: ^bb0(
// CHECK: tensor.yield %{{.*}} : f32
// CHECK: } : tensor<4x?xf32> to tensor<7x?xf32>
// CHECK: %{{.*}} = tensor.concat dim(0) %{{.*}}, %{{.*}} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<4x4xf32>
// CHECK: %{{.*}} = tensor.splat %{{.*}} : tensor<2x3xf32>
// CHECK: %{{.*}} = tensor.splat %{{.*}}[%{{.*}}] : tensor<?x3xf32>
// CHECK: %{{.*}} = tensor.from_elements %{{.*}}, %{{.*}} : tensor<2xf32>
// CHECK: %{{.*}} = tensor.from_elements %{{.*}} : tensor<f32>
// CHECK: %{{.*}} = tensor.generate %{{.*}} {
// CHECK: ^bb0(
// CHECK: tensor.yield %{{.*}} : f32
// CHECK: } : tensor<?x3xf32>
// CHECK: %{{.*}} = tensor.bitcast %{{.*}} : tensor<2x4xf32> to tensor<2x4xi32>
// CHECK: %{{.*}} = tensor.reshape %{{.*}}(%{{.*}}) : (tensor<8xf32>, tensor<2xi64>) -> tensor<2x4xf32>
// CHECK: return
