// RUN: strata-opt %s -split-input-file --linalg-fuse-elementwise-ops="recompute-into-reductions=true" --strata-diff-check | FileCheck %s
// RUN: strata-opt %s -split-input-file --linalg-fuse-elementwise-ops --strata-diff-check | FileCheck %s --check-prefix=DEFAULT

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// A softmax's exponentials feed its sum and its division: each recomputes
// them, so they are never a tensor of their own.
// CHECK-LABEL: func.func @softmax
// CHECK:         linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK-NEXT:      ^bb0
// CHECK-NEXT:      arith.maximumf
// CHECK:         linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK-NEXT:      ^bb0
// CHECK-NEXT:      arith.subf
// CHECK-NEXT:      math.exp
// CHECK-NEXT:      arith.addf
// CHECK:         linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK-NEXT:      ^bb0
// CHECK-NEXT:      arith.subf
// CHECK-NEXT:      math.exp
// CHECK-NEXT:      arith.divf
// CHECK-NOT:     linalg.generic
// CHECK:         return
// Without the option the exponentials are a generic of their own.
// DEFAULT-LABEL: func.func @softmax
// DEFAULT-COUNT-4: linalg.generic
func.func @softmax(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty(%n) : tensor<?xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%rows : tensor<?xf32>) -> tensor<?xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x8xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%a: f32, %m: f32):
    %r = arith.maximumf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<?xf32>
  %full = tensor.empty(%n) : tensor<?x8xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<?x8xf32>, tensor<?xf32>) outs(%full : tensor<?x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<?x8xf32>
  %zinit = linalg.fill ins(%zero : f32) outs(%rows : tensor<?xf32>) -> tensor<?xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e : tensor<?x8xf32>) outs(%zinit : tensor<?xf32>) {
  ^bb0(%a: f32, %s: f32):
    %r = arith.addf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<?xf32>
  %out = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e, %sum : tensor<?x8xf32>, tensor<?xf32>) outs(%full : tensor<?x8xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<?x8xf32>
  return %out : tensor<?x8xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// A layer norm's centred values (f64): the variance and the output both
// recompute them.
// CHECK-LABEL: func.func @centred
// CHECK:         linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK-NEXT:      ^bb0
// CHECK-NEXT:      arith.subf
// CHECK-NEXT:      arith.mulf
// CHECK-NEXT:      arith.addf
// CHECK:         linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]
// CHECK-NEXT:      ^bb0
// CHECK-NEXT:      arith.subf
// CHECK-NEXT:      arith.mulf
// CHECK-NOT:     linalg.generic
// CHECK:         return
// DEFAULT-LABEL: func.func @centred
// DEFAULT-COUNT-3: linalg.generic
func.func @centred(%x: tensor<4x16xf64>, %mean: tensor<4xf64>) -> (tensor<4xf64>, tensor<4x16xf64>) {
  %zero = arith.constant 0.0 : f64
  %rows = tensor.empty() : tensor<4xf64>
  %full = tensor.empty() : tensor<4x16xf64>
  %c = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mean : tensor<4x16xf64>, tensor<4xf64>) outs(%full : tensor<4x16xf64>) {
  ^bb0(%a: f64, %m: f64, %o: f64):
    %r = arith.subf %a, %m : f64
    linalg.yield %r : f64
  } -> tensor<4x16xf64>
  %zinit = linalg.fill ins(%zero : f64) outs(%rows : tensor<4xf64>) -> tensor<4xf64>
  %var = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%c : tensor<4x16xf64>) outs(%zinit : tensor<4xf64>) {
  ^bb0(%a: f64, %s: f64):
    %sq = arith.mulf %a, %a : f64
    %r = arith.addf %sq, %s : f64
    linalg.yield %r : f64
  } -> tensor<4xf64>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<4x16xf64>) outs(%full : tensor<4x16xf64>) {
  ^bb0(%a: f64, %o: f64):
    %r = arith.mulf %a, %a : f64
    linalg.yield %r : f64
  } -> tensor<4x16xf64>
  return %var, %scaled : tensor<4xf64>, tensor<4x16xf64>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Two elementwise readers and no reduction: nothing is recomputed.
// CHECK-LABEL: func.func @no_reduction
// CHECK-COUNT-3: linalg.generic
func.func @no_reduction(%x: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %full = tensor.empty() : tensor<4x4xf32>
  %e = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x4xf32>) outs(%full : tensor<4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e : tensor<4x4xf32>) outs(%full : tensor<4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %q = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e : tensor<4x4xf32>) outs(%full : tensor<4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %a : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %p, %q : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// A product reads each element of its operand once per column of its
// result: that operand is not recomputed there, so it stays a tensor.
// CHECK-LABEL: func.func @product_operand
// CHECK:         math.tanh
// CHECK-NOT:     math.tanh
// CHECK:         return
func.func @product_operand(%x: tensor<4x8xf32>, %w: tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %full = tensor.empty() : tensor<4x8xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%full : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.tanh %a : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %acc = tensor.empty() : tensor<4x4xf32>
  %accz = linalg.fill ins(%zero : f32) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  %mm = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%t, %w : tensor<4x8xf32>, tensor<8x4xf32>) outs(%accz : tensor<4x4xf32>) {
  ^bb0(%p: f32, %q: f32, %s: f32):
    %m = arith.mulf %p, %q : f32
    %r = arith.addf %s, %m : f32
    linalg.yield %r : f32
  } -> tensor<4x4xf32>
  %rows = tensor.empty() : tensor<4xf32>
  %rz = linalg.fill ins(%zero : f32) outs(%rows : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%t : tensor<4x8xf32>) outs(%rz : tensor<4xf32>) {
  ^bb0(%a: f32, %s: f32):
    %r = arith.addf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %mm, %sum : tensor<4x4xf32>, tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Four readers (one a reduction) are more than three: the producer stays.
// CHECK-LABEL: func.func @four_readers
// CHECK-COUNT-5: linalg.generic
func.func @four_readers(%x: tensor<2x2xf32>) -> (tensor<2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %full = tensor.empty() : tensor<2x2xf32>
  %e = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<2x2xf32>) outs(%full : tensor<2x2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  %rows = tensor.empty() : tensor<2xf32>
  %rz = linalg.fill ins(%zero : f32) outs(%rows : tensor<2xf32>) -> tensor<2xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e : tensor<2x2xf32>) outs(%rz : tensor<2xf32>) {
  ^bb0(%a: f32, %s: f32):
    %r = arith.addf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e : tensor<2x2xf32>) outs(%full : tensor<2x2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  %q = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e : tensor<2x2xf32>) outs(%full : tensor<2x2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %a : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e : tensor<2x2xf32>) outs(%full : tensor<2x2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %a : f32
    linalg.yield %r : f32
  } -> tensor<2x2xf32>
  return %sum, %p, %q, %s : tensor<2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
}
