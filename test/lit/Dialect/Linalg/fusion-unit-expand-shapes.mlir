// linalg-fuse-elementwise-ops{fold-unit-expand-shapes=true}: a generic
// reads the source of a tensor.expand_shape that only inserts unit dims
// through its own map (each group reduced to its one dim that is not a
// static 1), so that the source's producer fuses into it. Without the
// option the reshape stays between them.
// RUN: strata-opt %s -split-input-file --linalg-fuse-elementwise-ops="fold-unit-expand-shapes=true" --strata-diff-check | FileCheck %s
// RUN: strata-opt %s -split-input-file --linalg-fuse-elementwise-ops | FileCheck %s --check-prefix=DEFAULT

// A batch norm's per-channel scale, rsqrt(var + eps) * weight, on [C] and
// read as [1, C, 1, 1] by the normalization of a dynamic batch: one
// generic, reading var and weight through (d1).
// CHECK-LABEL: func.func @batch_norm_scale
// CHECK-NOT: tensor.expand_shape
// CHECK: linalg.generic {indexing_maps = [#[[ID:map[0-9]*]], #[[C:map[0-9]*]], #[[C]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?x8x4x4xf32>, tensor<8xf32>, tensor<8xf32>)
// CHECK: math.rsqrt
// CHECK-NOT: linalg.generic
// CHECK: return
// DEFAULT-LABEL: func.func @batch_norm_scale
// DEFAULT: linalg.generic {{.*}} ins(%arg1, %arg2 : tensor<8xf32>, tensor<8xf32>)
// DEFAULT: tensor.expand_shape
// DEFAULT: linalg.generic
#id1 = affine_map<(c) -> (c)>
#id4 = affine_map<(n, c, h, w) -> (n, c, h, w)>
#chan = affine_map<(n, c, h, w) -> (0, c, 0, 0)>
func.func @batch_norm_scale(%x: tensor<?x8x4x4xf32>, %var: tensor<8xf32>, %weight: tensor<8xf32>) -> tensor<?x8x4x4xf32> {
  %c0 = arith.constant 0 : index
  %eps = arith.constant 0.25 : f32
  %e = tensor.empty() : tensor<8xf32>
  %scale = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%var, %weight : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%v: f32, %w: f32, %o: f32):
    %a = arith.addf %v, %eps : f32
    %r = math.rsqrt %a : f32
    %s = arith.mulf %r, %w : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %expanded = tensor.expand_shape %scale [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
  %n = tensor.dim %x, %c0 : tensor<?x8x4x4xf32>
  %e4 = tensor.empty(%n) : tensor<?x8x4x4xf32>
  %y = linalg.generic {indexing_maps = [#id4, #chan, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %expanded : tensor<?x8x4x4xf32>, tensor<1x8x1x1xf32>) outs(%e4 : tensor<?x8x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<?x8x4x4xf32>
  return %y : tensor<?x8x4x4xf32>
}

// -----

// A dynamic dim among unit ones (i32), and a group of unit dims alone
// (its source dim a static 1, read at the group's first dim's index).
// CHECK-LABEL: func.func @dynamic_and_all_unit
// CHECK-NOT: tensor.expand_shape
// CHECK: linalg.generic {indexing_maps = [#map{{[0-9]*}}, #map{{[0-9]*}}, #map{{[0-9]*}}], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?xi32>, tensor<1xi32>)
// CHECK: arith.addi
// CHECK-NOT: linalg.generic
func.func @dynamic_and_all_unit(%a: tensor<?xi32>, %b: tensor<1xi32>) -> tensor<2x?x1xi32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?xi32>
  %ea = tensor.empty(%n) : tensor<?xi32>
  %twice = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : tensor<?xi32>) outs(%ea : tensor<?xi32>) {
  ^bb0(%x: i32, %o: i32):
    %s = arith.addi %x, %x : i32
    linalg.yield %s : i32
  } -> tensor<?xi32>
  %wide = tensor.expand_shape %twice [[0, 1]] output_shape [1, %n] : tensor<?xi32> into tensor<1x?xi32>
  %unit = tensor.expand_shape %b [[0, 1]] output_shape [1, 1] : tensor<1xi32> into tensor<1x1xi32>
  %e = tensor.empty(%n) : tensor<2x?x1xi32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (0, j)>, affine_map<(i, j, k) -> (k, 0)>, affine_map<(i, j, k) -> (i, j, k)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%wide, %unit : tensor<1x?xi32>, tensor<1x1xi32>) outs(%e : tensor<2x?x1xi32>) {
  ^bb0(%x: i32, %z: i32, %o: i32):
    %s = arith.addi %x, %z : i32
    linalg.yield %s : i32
  } -> tensor<2x?x1xi32>
  return %y : tensor<2x?x1xi32>
}

// -----

// A rank-0 tensor read as 1x1 (no groups): read through a map of no results.
// CHECK-LABEL: func.func @rank_zero
// CHECK-NOT: tensor.expand_shape
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<3x5xf16>, tensor<f16>)
func.func @rank_zero(%x: tensor<3x5xf16>, %s: tensor<f16>) -> tensor<3x5xf16> {
  %expanded = tensor.expand_shape %s [] output_shape [1, 1] : tensor<f16> into tensor<1x1xf16>
  %e = tensor.empty() : tensor<3x5xf16>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (0, 0)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %expanded : tensor<3x5xf16>, tensor<1x1xf16>) outs(%e : tensor<3x5xf16>) {
  ^bb0(%a: f16, %b: f16, %o: f16):
    %m = arith.mulf %a, %b : f16
    linalg.yield %m : f16
  } -> tensor<3x5xf16>
  return %y : tensor<3x5xf16>
}

// -----

// Must not fold: a group of two dims that are not 1 (a [6] read as [2, 3]),
// and an expand_shape that another op also reads (the generic alone
// changes; the reshape stays for the other reader).
// CHECK-LABEL: func.func @not_unit
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<2x3xf32>)
// CHECK-LABEL: func.func @shared_reshape
// CHECK: %[[R:.*]] = tensor.expand_shape
// CHECK: linalg.generic {{.*}} ins(%arg0 : tensor<4xf32>)
// CHECK: return %{{.*}}, %[[R]]
func.func @not_unit(%a: tensor<6xf32>) -> tensor<2x3xf32> {
  %r = tensor.expand_shape %a [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<2x3xf32>
  return %y : tensor<2x3xf32>
}
func.func @shared_reshape(%a: tensor<4xf32>) -> (tensor<4x1xf32>, tensor<4x1xf32>) {
  %r = tensor.expand_shape %a [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
  %e = tensor.empty() : tensor<4x1xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<4x1xf32>) outs(%e : tensor<4x1xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<4x1xf32>
  return %y, %r : tensor<4x1xf32>, tensor<4x1xf32>
}
