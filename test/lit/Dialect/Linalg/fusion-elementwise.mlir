// RUN: strata-opt %s --linalg-fuse-elementwise-ops --strata-diff-check | FileCheck %s

// CHECK-DAG: #[[D1:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[T:.*]] = affine_map<(d0, d1) -> (d1, d0)>

// A reduction consuming an elementwise producer.
// CHECK-LABEL: func.func @reduce_of_exp(
// CHECK-SAME:    %[[X:.*]]: tensor<4x3xf32>, %[[I:.*]]: tensor<4xf32>)
// CHECK-NEXT:    %[[R:.*]] = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "reduction"]} ins(%[[X]] : tensor<4x3xf32>) outs(%[[I]] : tensor<4xf32>) {
// CHECK-NEXT:    ^bb0(%[[A:.*]]: f32, %[[O:.*]]: f32):
// CHECK-NEXT:      %[[E:.*]] = math.exp %[[A]] : f32
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[E]], %[[O]] : f32
// CHECK-NEXT:      linalg.yield %[[S]] : f32
// CHECK:         return %[[R]]

// A broadcast consuming an elementwise producer: the producer's inputs
// are read through the composed maps.
// CHECK-LABEL: func.func @broadcast_of_add(
// CHECK:         linalg.generic {indexing_maps = [#[[D1]], #[[D1]], #{{.*}}], iterator_types = ["parallel", "parallel"]}
// CHECK:           arith.addf
// CHECK-NEXT:      arith.mulf
// CHECK-NOT:     linalg.generic

// A transposing producer used twice by the same consumer.
// CHECK-LABEL: func.func @transposed(
// CHECK:         linalg.generic {indexing_maps = [#[[T]], #{{.*}}]
// CHECK-NEXT:    ^bb0(%[[A:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:      %[[N:.*]] = arith.negf %[[A]] : f32
// CHECK-NEXT:      arith.addf %[[N]], %[[N]] : f32
// CHECK-NOT:     linalg.generic
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @reduce_of_exp(%x: tensor<4x3xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4x3xf32>
  %ex = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x3xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = math.exp %a : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  %r = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%ex : tensor<4x3xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @broadcast_of_add(%x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<4x3xf32> {
  %e = tensor.empty() : tensor<3xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x, %y : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.addf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<3xf32>
  %e2 = tensor.empty() : tensor<4x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<3xf32>) outs(%e2 : tensor<4x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}
func.func @transposed(%x: tensor<3x4xf32>) -> tensor<4x3xf32> {
  %e = tensor.empty() : tensor<4x3xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<3x4xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<4x3xf32>
  %e2 = tensor.empty() : tensor<4x3xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%t, %t : tensor<4x3xf32>, tensor<4x3xf32>) outs(%e2 : tensor<4x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %n = arith.addf %a, %b : f32
    linalg.yield %n : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// Not fused: the producer has another user; the producer is a reduction.
// CHECK-LABEL: func.func @not_fused(
// CHECK-COUNT-3: linalg.generic
func.func @not_fused(%x: tensor<4xf32>, %init: tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<f32>) {
  %e = tensor.empty() : tensor<4xf32>
  %n = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.negf %a : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%n : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%m : tensor<4xf32>) outs(%init : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %n, %m, %r : tensor<4xf32>, tensor<4xf32>, tensor<f32>
}



// An input linalg.fill filled (a scalar broadcast, here of rank 0) is
// read as the fill's value; the fill goes. One whose dims only the
// filled input sizes stays.
// CHECK-LABEL: func.func @fold_fill
// CHECK-SAME:    %[[X:.*]]: tensor<4x5xf32>, %[[S:.*]]: f32
// CHECK:         linalg.generic {{.*}} ins(%[[X]] : tensor<4x5xf32>)
// CHECK:         ^bb0(%[[A:.*]]: f32, %{{.*}}: f32):
// CHECK:           arith.mulf %[[A]], %[[S]] : f32
// CHECK:         %[[F:.*]] = linalg.fill ins(%[[S]] : f32) outs(%{{.*}} : tensor<6xf32>)
// CHECK:         linalg.generic {{.*}} ins(%[[F]] : tensor<6xf32>)
func.func @fold_fill(%x: tensor<4x5xf32>, %s: f32) -> (tensor<4x5xf32>, tensor<f32>) {
  %e0 = tensor.empty() : tensor<f32>
  %f0 = linalg.fill ins(%s : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %f0 : tensor<4x5xf32>, tensor<f32>) outs(%e : tensor<4x5xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x5xf32>
  %e6 = tensor.empty() : tensor<6xf32>
  %f6 = linalg.fill ins(%s : f32) outs(%e6 : tensor<6xf32>) -> tensor<6xf32>
  %zero = arith.constant 0.0 : f32
  %acc = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]}
      ins(%f6 : tensor<6xf32>) outs(%acc : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<f32>
  return %r, %sum : tensor<4x5xf32>, tensor<f32>
}

// A producer whose size the consumer's init is made from (the dynamic
// form torch-to-linalg writes): the tensor.dim reads the producer's init
// instead, so the consumer is the producer's only use and they fuse.
// CHECK-LABEL: func.func @fuse_past_dim(
// CHECK-SAME:    %[[X:.*]]: tensor<?x4xf32>)
// CHECK:         %[[N:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x4xf32>
// CHECK:         %[[E:.*]] = tensor.empty(%[[N]]) : tensor<?x4xf32>
// CHECK:         %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<?x4xf32>) outs(%[[E]] : tensor<?x4xf32>)
// CHECK:           arith.negf
// CHECK-NEXT:      arith.mulf
// CHECK-NOT:     linalg.generic
// CHECK:         return %[[R]]
func.func @fuse_past_dim(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %neg = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.negf %a : f32
    linalg.yield %t : f32
  } -> tensor<?x4xf32>
  %m = tensor.dim %neg, %c0 : tensor<?x4xf32>
  %e2 = tensor.empty(%m) : tensor<?x4xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%neg : tensor<?x4xf32>) outs(%e2 : tensor<?x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<?x4xf32>
  return %sq : tensor<?x4xf32>
}
