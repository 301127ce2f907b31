// RUN: strata-opt %s --strata-linalg-collapse-dims -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-linalg-collapse-dims --strata-diff-check -split-input-file > /dev/null

// An elementwise op: one loop over all 10240 elements.
// CHECK-DAG: #[[ID1:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @elementwise
// CHECK: tensor.collapse_shape %arg0 {{\[}}[0, 1, 2, 3]] : tensor<1x640x4x4xf32> into tensor<10240xf32>
// CHECK: linalg.generic {indexing_maps = [#[[ID1]], #[[ID1]]], iterator_types = ["parallel"]}
// CHECK: math.exp
// CHECK: tensor.expand_shape {{.*}} {{\[}}[0, 1, 2, 3]] output_shape [1, 640, 4, 4] : tensor<10240xf32> into tensor<1x640x4x4xf32>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @elementwise(%x: tensor<1x640x4x4xf32>) -> tensor<1x640x4x4xf32> {
  %e = tensor.empty() : tensor<1x640x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x640x4x4xf32>) outs(%e : tensor<1x640x4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<1x640x4x4xf32>
  return %r : tensor<1x640x4x4xf32>
}

// -----

// A bias over the last dim: the leading dims merge, the channel stays.
// CHECK-DAG: #[[ROWS:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[BIAS:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @bias
// CHECK: tensor.collapse_shape %arg0 {{\[}}[0, 1, 2], [3]] : tensor<1x16x16x384xi32> into tensor<256x384xi32>
// CHECK: linalg.generic {indexing_maps = [#[[ROWS]], #[[BIAS]], #[[ROWS]]], iterator_types = ["parallel", "parallel"]} ins(%{{.*}}, %arg1 : tensor<256x384xi32>, tensor<384xi32>)
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bias = affine_map<(d0, d1, d2, d3) -> (d3)>
func.func @bias(%x: tensor<1x16x16x384xi32>, %b: tensor<384xi32>) -> tensor<1x16x16x384xi32> {
  %e = tensor.empty() : tensor<1x16x16x384xi32>
  %r = linalg.generic {indexing_maps = [#id4, #bias, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %b : tensor<1x16x16x384xi32>, tensor<384xi32>) outs(%e : tensor<1x16x16x384xi32>) {
  ^bb0(%a: i32, %c: i32, %o: i32):
    %s = arith.addi %a, %c : i32
    linalg.yield %s : i32
  } -> tensor<1x16x16x384xi32>
  return %r : tensor<1x16x16x384xi32>
}

// -----

// A row sum: the two parallel dims merge, the reduction stays apart.
// CHECK-LABEL: func.func @row_sum
// CHECK: tensor.collapse_shape %arg0 {{\[}}[0, 1], [2]] : tensor<2x3x5xf32> into tensor<6x5xf32>
// CHECK: iterator_types = ["parallel", "reduction"]
// CHECK: tensor.expand_shape {{.*}} output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
func.func @row_sum(%x: tensor<2x3x5xf32>, %o: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x5xf32>) outs(%o : tensor<2x3xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// Left alone: a transpose (no two dims adjacent in both maps), dynamic
// sizes, linalg.index, a rank-0 result, an empty tensor's single dim.
// CHECK-LABEL: func.func @kept
// CHECK-NOT: tensor.collapse_shape
// CHECK: return
func.func @kept(%x: tensor<4x5xf32>, %y: tensor<?x3xf32>, %z: tensor<2x3xindex>, %s: tensor<f32>, %n: tensor<0xf32>) -> (tensor<5x4xf32>, tensor<?x3xf32>, tensor<2x3xindex>, tensor<f32>, tensor<0xf32>) {
  %e = tensor.empty() : tensor<5x4xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x5xf32>) outs(%e : tensor<5x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<5x4xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<?x3xf32>) outs(%y : tensor<?x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<?x3xf32>
  %i = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%z : tensor<2x3xindex>) {
  ^bb0(%o: index):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %v = arith.addi %i0, %i1 : index
    linalg.yield %v : index
  } -> tensor<2x3xindex>
  %r = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%s : tensor<f32>) outs(%s : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  %ne = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%n : tensor<0xf32>) outs(%n : tensor<0xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<0xf32>
  return %t, %d, %i, %r, %ne : tensor<5x4xf32>, tensor<?x3xf32>, tensor<2x3xindex>, tensor<f32>, tensor<0xf32>
}

// -----

// Empty tensors collapse like any other.
// CHECK-LABEL: func.func @empty
// CHECK: into tensor<0xf32>
func.func @empty(%x: tensor<3x0x2xf32>) -> tensor<3x0x2xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<3x0x2xf32>) outs(%x : tensor<3x0x2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  } -> tensor<3x0x2xf32>
  return %r : tensor<3x0x2xf32>
}

// -----

// A constant 0 on an operand's unit dim (what folding a broadcast leaves)
// counts as the unit loop d0: the op still becomes one loop of 2560.
// CHECK-DAG: #[[ID1:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @unit_index
// CHECK: tensor.collapse_shape %arg0 {{\[}}[0, 1, 2, 3]] : tensor<1x10x16x16xf32> into tensor<2560xf32>
// CHECK: linalg.generic {indexing_maps = [#[[ID1]], #[[ID1]]], iterator_types = ["parallel"]}
#zero = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @unit_index(%x: tensor<1x10x16x16xf32>) -> tensor<1x10x16x16xf32> {
  %e = tensor.empty() : tensor<1x10x16x16xf32>
  %r = linalg.generic {indexing_maps = [#zero, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x10x16x16xf32>) outs(%e : tensor<1x10x16x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<1x10x16x16xf32>
  return %r : tensor<1x10x16x16xf32>
}

// -----

// A constant 0 on a dim of size 3 reads one element: the map is kept, and
// so is the op.
// CHECK-LABEL: func.func @first_row
// CHECK-NOT: tensor.collapse_shape
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel"]}
func.func @first_row(%x: tensor<3x16xf32>) -> tensor<1x16xf32> {
  %e = tensor.empty() : tensor<1x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<3x16xf32>) outs(%e : tensor<1x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<1x16xf32>
  return %r : tensor<1x16xf32>
}

// -----

// An op writing into a slice of a larger tensor keeps its loops: once
// bufferized its output is a strided view, whose dims do not merge. An
// op writing the whole tensor (the slice's full extent) still collapses.
// CHECK-LABEL: func.func @into_slice
// CHECK-NOT: tensor.collapse_shape
// CHECK: %[[SLICE:.*]] = tensor.extract_slice
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x27xf32>) outs(%[[SLICE]] : tensor<4x27xf32>)
// CHECK-LABEL: func.func @into_full_slice
// CHECK: tensor.collapse_shape
// CHECK: iterator_types = ["parallel"]
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @into_slice(%x: tensor<4x27xf32>) -> tensor<4x27xf32> {
  %e = tensor.empty() : tensor<4x28xf32>
  %s = tensor.extract_slice %e[0, 0] [4, 27] [1, 1] : tensor<4x28xf32> to tensor<4x27xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x27xf32>) outs(%s : tensor<4x27xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4x27xf32>
  return %r : tensor<4x27xf32>
}
func.func @into_full_slice(%x: tensor<4x27xf32>) -> tensor<4x27xf32> {
  %e = tensor.empty() : tensor<4x27xf32>
  %s = tensor.extract_slice %e[0, 0] [4, 27] [1, 1] : tensor<4x27xf32> to tensor<4x27xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x27xf32>) outs(%s : tensor<4x27xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4x27xf32>
  return %r : tensor<4x27xf32>
}
