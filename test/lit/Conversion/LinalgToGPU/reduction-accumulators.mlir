// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=3 --strata-linalg-to-gpu | FileCheck %s

// A reduction that strata-parallel-loops-to-gpu leaves to each thread (a
// pooling window, a sum over the inner dims of a small tensor) keeps its
// accumulator in an iter_arg of the kernel's loops: one load before them
// and one store after (strata-hoist-loop-accumulators in the pipeline),
// instead of a load and a store of global memory every step. The order of
// the sums is unchanged, so the differential check asks for equal bits.
// A reduction into a function argument keeps its loads and stores: the
// argument may alias the input.
// CHECK-LABEL: gpu.func @max_pool_kernel_0(
// CHECK:         %[[INIT:.*]] = memref.load %{{.*}} : memref<?x3x3x3xf32>
// CHECK:         %[[SUM:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32) {
// CHECK:           scf.for {{.*}} iter_args(%{{.*}} = %[[ACC]]) -> (f32) {
// CHECK-NOT:         memref.store
// CHECK:             arith.maximumf
// CHECK:         memref.store %[[SUM]]
// The sum's zeroing runs in the same kernel: the zero is the loops'
// initial value, neither stored before them nor loaded back.
// CHECK-LABEL: gpu.func @sum_f16_kernel(
// CHECK:         %[[ZERO:.*]] = arith.constant 0.000000e+00 : f16
// CHECK-NOT:     memref.store
// CHECK:         scf.for {{.*}} iter_args(%{{.*}} = %[[ZERO]]) -> (f16) {
// CHECK:           scf.for {{.*}} iter_args({{.*}}) -> (f16) {
// CHECK-NOT:         memref.store
// CHECK:             arith.addf {{.*}} : f16
// CHECK-LABEL: gpu.func @into_argument_kernel(
// CHECK:         scf.for
// CHECK-NOT:     iter_args
// CHECK:           memref.load
// CHECK:           memref.load
// CHECK:           arith.maximumf
// CHECK:           memref.store
func.func @max_pool(%x: tensor<?x3x8x8xf32>) -> tensor<?x3x3x3xf32> {
  %c0 = arith.constant 0 : index
  %ninf = arith.constant 0xFF800000 : f32
  %n = tensor.dim %x, %c0 : tensor<?x3x8x8xf32>
  %e = tensor.empty(%n) : tensor<?x3x3x3xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<?x3x3x3xf32>) -> tensor<?x3x3x3xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %win : tensor<?x3x8x8xf32>, tensor<3x3xf32>) outs(%f : tensor<?x3x3x3xf32>) -> tensor<?x3x3x3xf32>
  return %p : tensor<?x3x3x3xf32>
}

func.func @sum_f16(%x: tensor<5x7x9xf16>) -> tensor<5xf16> {
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<5xf16>
  %f = linalg.fill ins(%zero : f16) outs(%e : tensor<5xf16>) -> tensor<5xf16>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%x : tensor<5x7x9xf16>) outs(%f : tensor<5xf16>) {
  ^bb0(%a: f16, %acc: f16):
    %r = arith.addf %a, %acc : f16
    linalg.yield %r : f16
  } -> tensor<5xf16>
  return %s : tensor<5xf16>
}

func.func @into_argument(%x: memref<4x6xf32>, %out: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<4x6xf32>) outs(%out : memref<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  }
  return
}
