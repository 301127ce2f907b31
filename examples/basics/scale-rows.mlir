// A function on tensors with a dynamic dimension, run on the interpreter
// with seeded random inputs (docs/interpreter.md uses it too).
// RUN: strata-run %s --random-inputs --seed 7 --dim 2 | FileCheck %s
// RUN: strata-run %s --random-inputs --seed 7 --dim 2 --target=cpu | FileCheck %s

// CHECK: Memref rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<?x4xf32>, %scale: tensor<4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x4xf32>
  %init = tensor.empty(%n) : tensor<?x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %scale : tensor<?x4xf32>, tensor<4xf32>) outs(%init : tensor<?x4xf32>) {
  ^bb0(%a: f32, %s: f32, %out: f32):
    %e = math.exp %a : f32
    %m = arith.mulf %e, %s : f32
    linalg.yield %m : f32
  } -> tensor<?x4xf32>
  return %y : tensor<?x4xf32>
}
