// --target=cuda --emit=so: scalar math the host code computes from the function's arguments (here
// the value a fill writes, which its kernel takes as an argument) is lowered with the host code,
// as the CPU target lowers it: to LLVM intrinsics, or libm calls where there is none (tanhf).
// RUN: strata-compile %s --target=cuda --emit=so -o %t.so
// RUN: nm -D %t.so | FileCheck %s

// CHECK-DAG: U tanhf
// CHECK-DAG: T _mlir_ciface_main
func.func @main(%s: f32, %t: tensor<4xf32>) -> tensor<4xf32> {
  %x = math.tanh %s : f32
  %y = math.floor %x : f32
  %z = math.sin %y : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = arith.addf %f, %t : tensor<4xf32>
  return %r : tensor<4xf32>
}
