// The CPU target merges kernels equal once lowered (strata-cpu-deduplicate-kernels after the
// lowering): two matmuls of different static shapes outline two micro-kernel wrappers, which take
// descriptors and lower to one function; both products call it, and it is compiled once.
// RUN: strata-compile %s --emit=llvm-dialect -o - | FileCheck %s

// CHECK:     llvm.call @[[UK:__strata_ukernel_[0-9a-f]+]](
// CHECK:     llvm.call @[[UK]](
// CHECK:     llvm.func @[[UK]](
// CHECK-NOT: llvm.func @__strata_ukernel_
func.func @two(%a: tensor<8x16xf32>, %b: tensor<16x32xf32>, %c: tensor<4x16xf32>) -> (tensor<8x32xf32>, tensor<4x32xf32>) {
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x32xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %m1 = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x32xf32>) outs(%f1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %e2 = tensor.empty() : tensor<4x32xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<4x32xf32>) -> tensor<4x32xf32>
  %m2 = linalg.matmul ins(%c, %b : tensor<4x16xf32>, tensor<16x32xf32>) outs(%f2 : tensor<4x32xf32>) -> tensor<4x32xf32>
  return %m1, %m2 : tensor<8x32xf32>, tensor<4x32xf32>
}
