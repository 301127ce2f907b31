// strata-partition: the ops a backend runs grouped into segments, each
// outlined into a private function for it, the rest left to the host.
// RUN: strata-opt %s -split-input-file '--strata-partition=ops=linalg.fill,linalg.matmul,linalg.batch_matmul' | FileCheck %s
// RUN: env PATH=%S/Inputs strata-opt %s -split-input-file --strata-partition=target=tile | FileCheck %s --check-prefix=TILE
// RUN: strata-opt %s -split-input-file --strata-partition=ops=linalg.fill,linalg.matmul --strata-diff-check -o /dev/null
// RUN: strata-opt %s -split-input-file '--strata-partition=ops=linalg.fill,linalg.matmul' --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// A matmul and its fill in one segment; the bias add on the host, after the
// call; the constant copied in (and gone from the host); the empty tensor
// copied, since the host uses it too.
// CHECK-LABEL: func.func @mlp(
//  CHECK-SAME:     %[[X:.*]]: tensor<4x8xf32>, %[[W:.*]]: tensor<8x16xf32>, %[[B:.*]]: tensor<16xf32>)
//   CHECK-NOT:   arith.constant
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<4x16xf32>
//       CHECK:   %[[M:.*]] = call @mlp_ops_0(%[[X]], %[[W]]) : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
//       CHECK:   %[[R:.*]] = linalg.generic {{.*}} ins(%[[M]], %[[B]] : tensor<4x16xf32>, tensor<16xf32>) outs(%[[E]] : tensor<4x16xf32>)
//       CHECK:   return %[[R]]
//       CHECK: func.func private @mlp_ops_0(%[[A0:.*]]: tensor<4x8xf32>, %[[A1:.*]]: tensor<8x16xf32>) -> tensor<4x16xf32> attributes {strata.target = "ops"}
//  CHECK-NEXT:   %[[C:.*]] = arith.constant 0.000000e+00 : f32
//  CHECK-NEXT:   %[[E2:.*]] = tensor.empty() : tensor<4x16xf32>
//  CHECK-NEXT:   %[[F:.*]] = linalg.fill ins(%[[C]] : f32) outs(%[[E2]] : tensor<4x16xf32>)
//  CHECK-NEXT:   %[[MM:.*]] = linalg.matmul ins(%[[A0]], %[[A1]] : tensor<4x8xf32>, tensor<8x16xf32>) outs(%[[F]] : tensor<4x16xf32>)
//  CHECK-NEXT:   return %[[MM]] : tensor<4x16xf32>
// TILE-LABEL: func.func @mlp(
//       TILE:   call @mlp_tile_0(
//       TILE: func.func private @mlp_tile_0({{.*}} attributes {strata.target = "tile"}
// STATS: PartitionPass
// STATS-NEXT: (S) 1 num-segments
// STATS-NEXT: (S) 2 num-ops-offloaded
// STATS-NEXT: (S) 1 num-ops-on-host
func.func @mlp(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %b: tensor<16xf32>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %m = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<4x16xf32>, tensor<16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// -----

// Supported and host ops alternate: matmul, relu (host), matmul. The second
// matmul cannot join the first's segment (the path would leave it and come
// back through the relu), so two segments, in order around the relu.
// CHECK-LABEL: func.func @alternate(
//       CHECK:   %[[M1:.*]] = call @alternate_ops_0(
//       CHECK:   %[[RELU:.*]] = linalg.generic {{.*}} ins(%[[M1]]
//       CHECK:   %[[M2:.*]] = call @alternate_ops_1(%[[RELU]],
//       CHECK:   return %[[M2]]
//       CHECK: func.func private @alternate_ops_0(
//       CHECK:   linalg.fill
//       CHECK:   linalg.matmul
//   CHECK-NOT:   linalg.generic
//       CHECK: func.func private @alternate_ops_1(
//       CHECK:   linalg.fill
//       CHECK:   linalg.matmul
func.func @alternate(%x: tensor<4x4xf32>, %w: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m1 = linalg.matmul ins(%x, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%m1 : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.maximumf %a, %zero : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m2 = linalg.matmul ins(%r, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %m2 : tensor<4x4xf32>
}

// -----

// Two independent products share one segment; the host op using the first
// moves after the call.
// CHECK-LABEL: func.func @independent(
//       CHECK:   %[[P:.*]]:2 = call @independent_ops_0(
//       CHECK:   linalg.generic {{.*}} ins(%[[P]]#0, %[[P]]#1
//   CHECK-NOT:   call
//       CHECK: func.func private @independent_ops_0(
//   CHECK-DAG:   linalg.matmul
//   CHECK-DAG:   linalg.matmul
func.func @independent(%x: tensor<4x4xf32>, %y: tensor<4x4xf32>, %acc: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %m1 = linalg.matmul ins(%x, %y : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m2 = linalg.matmul ins(%y, %x : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) -> tensor<4x4xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%m1, %m2 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.addf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<4x4xf32>
  return %s : tensor<4x4xf32>
}

// -----

// Dynamic dims: the segment's signature keeps them. Where the backend makes
// the empty tensor, the sizes the host computes are passed in; else the
// host's empty tensor is.
// CHECK-LABEL: func.func @dynamic(
//       CHECK:   %[[E:.*]] = tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xf32>
//       CHECK:   call @dynamic_ops_0(%[[E]], %arg0, %arg1) : (tensor<?x?xf32>, tensor<?x8xf32>, tensor<8x?xf32>) -> tensor<?x?xf32>
//       CHECK: func.func private @dynamic_ops_0({{.*}}: tensor<?x?xf32>, {{.*}}: tensor<?x8xf32>, {{.*}}: tensor<8x?xf32>) -> tensor<?x?xf32>
// TILE-LABEL: func.func @dynamic(
//       TILE:   %[[M:.*]] = tensor.dim %arg0
//       TILE:   %[[N:.*]] = tensor.dim %arg1
//       TILE:   call @dynamic_tile_0(%[[M]], %[[N]], %arg0, %arg1) : (index, index, tensor<?x8xf32>, tensor<8x?xf32>) -> tensor<?x?xf32>
//       TILE: func.func private @dynamic_tile_0(%{{.*}}: index, %{{.*}}: index, %{{.*}}: tensor<?x8xf32>, %{{.*}}: tensor<8x?xf32>) -> tensor<?x?xf32>
//       TILE:   tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xf32>
func.func @dynamic(%x: tensor<?x8xf32>, %w: tensor<8x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %m = tensor.dim %x, %c0 : tensor<?x8xf32>
  %n = tensor.dim %w, %c1 : tensor<8x?xf32>
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.matmul ins(%x, %w : tensor<?x8xf32>, tensor<8x?xf32>) outs(%f : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// A backend that runs none of a function's ops leaves it as it was.
// CHECK-LABEL: func.func @nothing(
//  CHECK-NEXT:   linalg.generic
//   CHECK-NOT:   call
//       CHECK:   return
// TILE-LABEL: func.func @nothing(
//   TILE-NOT:   call
//       TILE:   return
func.func @nothing(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.negf %a : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Element types: the tile backend runs f32 products only; an i32 one stays
// on the host, its fill goes to the backend.
// TILE-LABEL: func.func @int_product(
//       TILE:   call @int_product_tile_0(
//       TILE:   linalg.matmul ins({{.*}} : tensor<4x4xi32>, tensor<4x4xi32>)
//       TILE: func.func private @int_product_tile_0(
//   TILE-NOT:   linalg.matmul
//       TILE:   return
func.func @int_product(%x: tensor<4x4xi32>, %w: tensor<4x4xi32>) -> tensor<4x4xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<4x4xi32>
  %f = linalg.fill ins(%zero : i32) outs(%e : tensor<4x4xi32>) -> tensor<4x4xi32>
  %m = linalg.matmul ins(%x, %w : tensor<4x4xi32>, tensor<4x4xi32>) outs(%f : tensor<4x4xi32>) -> tensor<4x4xi32>
  return %m : tensor<4x4xi32>
}
