// strata-outline-ukernels: a matmul-like linalg.generic on f32 memrefs
// (C += A * B, one reduction dim, projected-permutation maps) moves into a
// private function marked strata.kernel and strata.ukernel = "matmul_f32",
// whose body is the op itself; the roles attributes give each memref dim's
// loop role (0 batch, 1 i, 2 j, 3 k). The differential check runs the
// functions before and after on random inputs.
// RUN: strata-opt %s --strata-outline-ukernels -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-outline-ukernels -split-input-file -o /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-seed=5 --strata-outline-ukernels --convert-linalg-to-parallel-loops -split-input-file -o /dev/null

#mk = affine_map<(i, k, j) -> (i, k)>
#kj = affine_map<(i, k, j) -> (k, j)>
#mj = affine_map<(i, k, j) -> (i, j)>
// Two equal matmuls share one function; i, k, j in the interchanged order.
// CHECK-LABEL: func.func @mm(
// CHECK:         call @[[K:__strata_ukernel_[0-9a-f]+]](%arg0, %arg1, %arg2) : (memref<3x5xf32>, memref<5x7xf32>, memref<3x7xf32>) -> ()
// CHECK-NEXT:    call @[[K]](%arg0, %arg1, %arg2)
// CHECK-NEXT:    return
// CHECK:       func.func private @[[K]](%[[A:.*]]: memref<3x5xf32>, %[[B:.*]]: memref<5x7xf32>, %[[C:.*]]: memref<3x7xf32>)
// CHECK-SAME:    attributes {strata.kernel, strata.ukernel = "matmul_f32", strata.ukernel.roles.a = array<i64: 1, 3>, strata.ukernel.roles.b = array<i64: 3, 2>, strata.ukernel.roles.c = array<i64: 1, 2>}
// CHECK:         linalg.generic {{.*}} ins(%[[A]], %[[B]] : {{.*}}) outs(%[[C]] : {{.*}})
// CHECK:           arith.mulf
// CHECK:           arith.addf
// CHECK:         return
// CHECK-NOT:   func.func private @__strata_ukernel
func.func @mm(%a: memref<3x5xf32>, %b: memref<5x7xf32>, %c: memref<3x7xf32>) {
  linalg.generic {indexing_maps = [#mk, #kj, #mj], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%a, %b : memref<3x5xf32>, memref<5x7xf32>) outs(%c : memref<3x7xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#mk, #kj, #mj], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%a, %b : memref<3x5xf32>, memref<5x7xf32>) outs(%c : memref<3x7xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A batch dim that B broadcasts (the im2col convolution), and a linear
// layer's transposed weight with dynamic sizes, its body's operands in the
// other order.
#bik = affine_map<(b, i, k, j) -> (b, i, k)>
#kj4 = affine_map<(b, i, k, j) -> (k, j)>
#bij = affine_map<(b, i, k, j) -> (b, i, j)>
#ik = affine_map<(i, j, k) -> (i, k)>
#jk = affine_map<(i, j, k) -> (j, k)>
#ij = affine_map<(i, j, k) -> (i, j)>
// CHECK-LABEL: func.func @conv_and_linear(
// CHECK:         call @[[C:__strata_ukernel_[0-9a-f]+]](%arg0, %arg1, %arg2)
// CHECK:         call @[[L:__strata_ukernel_[0-9a-f]+]](%arg3, %arg4, %arg5)
// CHECK:       func.func private @[[C]](
// CHECK-SAME:    strata.ukernel.roles.a = array<i64: 0, 1, 3>, strata.ukernel.roles.b = array<i64: 3, 2>, strata.ukernel.roles.c = array<i64: 0, 1, 2>
// CHECK:       func.func private @[[L]](%{{.*}}: memref<?x?xf32>, %{{.*}}: memref<?x?xf32>, %{{.*}}: memref<?x?xf32>)
// CHECK-SAME:    strata.ukernel.roles.a = array<i64: 1, 3>, strata.ukernel.roles.b = array<i64: 2, 3>, strata.ukernel.roles.c = array<i64: 1, 2>
func.func @conv_and_linear(%a: memref<2x16x27xf32>, %w: memref<27x8xf32>, %o: memref<2x16x8xf32>,
                           %x: memref<?x?xf32>, %wt: memref<?x?xf32>, %y: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [#bik, #kj4, #bij], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
      ins(%a, %w : memref<2x16x27xf32>, memref<27x8xf32>) outs(%o : memref<2x16x8xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#ik, #jk, #ij], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %wt : memref<?x?xf32>, memref<?x?xf32>) outs(%y : memref<?x?xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %q, %p : f32
    %s = arith.addf %m, %acc : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Not matmuls: f64; a body with more than the multiply-add; two
// reductions (a direct convolution); tensors.
#mk = affine_map<(i, k, j) -> (i, k)>
#kj = affine_map<(i, k, j) -> (k, j)>
#mj = affine_map<(i, k, j) -> (i, j)>
#conv_in = affine_map<(i, j, k, l) -> (i + k, j + l)>
#conv_w = affine_map<(i, j, k, l) -> (k, l)>
#conv_o = affine_map<(i, j, k, l) -> (i, j)>
// CHECK-LABEL: func.func @not_matmuls(
// CHECK-NOT:     call
// CHECK-COUNT-4: linalg.generic
// CHECK-NOT:   func.func private
func.func @not_matmuls(%a: memref<3x5xf64>, %b: memref<5x7xf64>, %c: memref<3x7xf64>,
                       %af: memref<3x5xf32>, %bf: memref<5x7xf32>, %cf: memref<3x7xf32>,
                       %img: memref<6x6xf32>, %k: memref<3x3xf32>, %out: memref<4x4xf32>,
                       %ta: tensor<3x5xf32>, %tb: tensor<5x7xf32>, %tc: tensor<3x7xf32>) -> tensor<3x7xf32> {
  linalg.generic {indexing_maps = [#mk, #kj, #mj], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%a, %b : memref<3x5xf64>, memref<5x7xf64>) outs(%c : memref<3x7xf64>) {
  ^bb0(%x: f64, %y: f64, %acc: f64):
    %p = arith.mulf %x, %y : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  }
  linalg.generic {indexing_maps = [#mk, #kj, #mj], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%af, %bf : memref<3x5xf32>, memref<5x7xf32>) outs(%cf : memref<3x7xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %r = arith.maximumf %p, %x : f32
    %s = arith.addf %acc, %r : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#conv_in, #conv_w, #conv_o], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%img, %k : memref<6x6xf32>, memref<3x3xf32>) outs(%out : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  %t = linalg.generic {indexing_maps = [#mk, #kj, #mj], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%ta, %tb : tensor<3x5xf32>, tensor<5x7xf32>) outs(%tc : tensor<3x7xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<3x7xf32>
  return %t : tensor<3x7xf32>
}
