// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s

// conv1d: zero padding with tensor.pad, the bias broadcast into the
// accumulator, then linalg.conv_1d_ncw_fcw with the stride and dilation.
// CHECK-LABEL: func.func @conv1d(
// CHECK:       tensor.pad %{{.*}} low[0, 0, 1] high[0, 0, 1]
// CHECK:       } : tensor<2x3x10xf32> to tensor<2x3x12xf32>
// CHECK:       %[[INIT:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<2x4x4xf32>)
// CHECK:       linalg.conv_1d_ncw_fcw {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%{{.*}}, %{{.*}} : tensor<2x3x12xf32>, tensor<4x3x3xf32>) outs(%[[INIT]] : tensor<2x4x4xf32>)
func.func @conv1d(%x: !torch.vtensor<[2,3,10],f32>, %w: !torch.vtensor<[4,3,3],f32>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor<[2,4,4],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %s = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.conv1d %x, %w, %b, %s, %p, %d, %int1 : !torch.vtensor<[2,3,10],f32>, !torch.vtensor<[4,3,3],f32>, !torch.vtensor<[4],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[2,4,4],f32>
  return %0 : !torch.vtensor<[2,4,4],f32>
}

// -----

// Dynamic batch and length: the output length is computed from tensor.dim.
// CHECK-LABEL: func.func @conv1d_dynamic(
// CHECK:       %[[P:.*]] = tensor.pad %{{.*}} low[0, 0, 1] high[0, 0, 1]
// CHECK:       %[[N:.*]] = tensor.dim %[[P]], %c0
// CHECK:       %[[L:.*]] = tensor.dim %[[P]], %c2
// CHECK:       %[[A:.*]] = arith.addi %[[L]], %c-3
// CHECK:       %[[Q:.*]] = arith.divsi %[[A]], %c2
// CHECK:       %[[OL:.*]] = arith.addi %[[Q]], %c1
// CHECK:       tensor.empty(%[[N]], %[[OL]]) : tensor<?x4x?xf32>
// CHECK:       linalg.conv_1d_ncw_fcw {{.*}} ins(%[[P]], %{{.*}} : tensor<?x3x?xf32>, tensor<4x3x3xf32>) outs(%{{.*}} : tensor<?x4x?xf32>)
func.func @conv1d_dynamic(%x: !torch.vtensor<[?,3,?],f32>, %w: !torch.vtensor<[4,3,3],f32>) -> !torch.vtensor<[?,4,?],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.conv1d %x, %w, %none, %s, %p, %d, %int1 : !torch.vtensor<[?,3,?],f32>, !torch.vtensor<[4,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,4,?],f32>
  return %0 : !torch.vtensor<[?,4,?],f32>
}

// -----

// Grouped conv1d: a generic over the expanded group dim.
// CHECK-DAG:   #[[X:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3 + d5)>
// CHECK-DAG:   #[[W:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// CHECK-DAG:   #[[O:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @conv1d_groups(
// CHECK:       tensor.expand_shape %{{.*}} {{\[}}[0], [1, 2], [3]] output_shape [1, 2, 2, 8] : tensor<1x4x8xf32> into tensor<1x2x2x8xf32>
// CHECK:       tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2], [3]] output_shape [2, 3, 2, 3] : tensor<6x2x3xf32> into tensor<2x3x2x3xf32>
// CHECK:       %[[G:.*]] = linalg.generic {indexing_maps = [#[[X]], #[[W]], #[[O]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
// CHECK:         arith.mulf
// CHECK:         arith.addf
// CHECK:       tensor.collapse_shape %[[G]] {{\[}}[0], [1, 2], [3]] : tensor<1x2x3x6xf32> into tensor<1x6x6xf32>
func.func @conv1d_groups(%x: !torch.vtensor<[1,4,8],f32>, %w: !torch.vtensor<[6,2,3],f32>, %b: !torch.vtensor<[6],f32>) -> !torch.vtensor<[1,6,6],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %s = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.conv1d %x, %w, %b, %s, %p, %s, %int2 : !torch.vtensor<[1,4,8],f32>, !torch.vtensor<[6,2,3],f32>, !torch.vtensor<[6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,6,6],f32>
  return %0 : !torch.vtensor<[1,6,6],f32>
}

// -----

// An unbatched input gets a unit batch dim for the named op.
// CHECK-LABEL: func.func @conv1d_unbatched(
// CHECK:       %[[X:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2]] output_shape [1, 3, 10] : tensor<3x10xf32> into tensor<1x3x10xf32>
// CHECK:       %[[C:.*]] = linalg.conv_1d_ncw_fcw {{.*}} ins(%[[X]], %{{.*}} : tensor<1x3x10xf32>, tensor<4x3x3xf32>) outs(%{{.*}} : tensor<1x4x8xf32>)
// CHECK:       tensor.collapse_shape %[[C]] {{\[}}[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
func.func @conv1d_unbatched(%x: !torch.vtensor<[3,10],f32>, %w: !torch.vtensor<[4,3,3],f32>) -> !torch.vtensor<[4,8],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.conv1d %x, %w, %none, %s, %p, %s, %int1 : !torch.vtensor<[3,10],f32>, !torch.vtensor<[4,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[4,8],f32>
  return %0 : !torch.vtensor<[4,8],f32>
}

// -----

// conv3d through aten.convolution: linalg.conv_3d_ncdhw_fcdhw.
// CHECK-LABEL: func.func @conv3d(
// CHECK:       tensor.pad %{{.*}} low[0, 0, 0, 1, 1] high[0, 0, 0, 1, 1]
// CHECK:       linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<[1, 2, 2]> : tensor<3xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x2x5x8x9xf32>, tensor<3x2x3x3x3xf32>) outs(%{{.*}} : tensor<1x3x3x3x4xf32>)
func.func @conv3d(%x: !torch.vtensor<[1,2,5,6,7],f32>, %w: !torch.vtensor<[3,2,3,3,3],f32>, %b: !torch.vtensor<[3],f32>) -> !torch.vtensor<[1,3,3,3,4],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %s = torch.prim.ListConstruct %int1, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %op = torch.prim.ListConstruct %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.convolution %x, %w, %b, %s, %p, %d, %false, %op, %int1 : !torch.vtensor<[1,2,5,6,7],f32>, !torch.vtensor<[3,2,3,3,3],f32>, !torch.vtensor<[3],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,3,3,3,4],f32>
  return %0 : !torch.vtensor<[1,3,3,3,4],f32>
}

// -----

// Grouped conv3d.
// CHECK-LABEL: func.func @conv3d_groups(
// CHECK:       linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<1x4x1x4x4x4xf32>, tensor<4x1x1x2x2x2xf32>) outs(%{{.*}} : tensor<1x4x1x3x3x3xf32>)
// CHECK:       tensor.collapse_shape {{.*}} : tensor<1x4x1x3x3x3xf32> into tensor<1x4x3x3x3xf32>
func.func @conv3d_groups(%x: !torch.vtensor<[1,4,4,4,4],f32>, %w: !torch.vtensor<[4,1,2,2,2],f32>) -> !torch.vtensor<[1,4,3,3,3],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int4 = torch.constant.int 4
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.conv3d %x, %w, %none, %s, %p, %s, %int4 : !torch.vtensor<[1,4,4,4,4],f32>, !torch.vtensor<[4,1,2,2,2],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,3,3,3],f32>
  return %0 : !torch.vtensor<[1,4,3,3,3],f32>
}

// -----

// conv_transpose1d, stride 2, padding 1, output_padding 1, kernel 3: the
// input is spread 2 apart into zeros with (3-1)-1 = 1 before and 1+1 = 2
// after (length 9 + 3 = 12), the kernel reversed with its in/out channels
// swapped, then a stride-1 conv: length (5-1)*2 - 2 + (3-1) + 1 + 1 = 10.
// CHECK-DAG:   #[[FLIP:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d1, d0, -d2 + 2)>
// CHECK-LABEL: func.func @conv_transpose1d(
// CHECK:       %[[Z:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x3x12xf32>)
// CHECK:       %[[S:.*]] = tensor.insert_slice %{{.*}} into %[[Z]][0, 0, 1] [2, 3, 5] [1, 1, 2] : tensor<2x3x5xf32> into tensor<2x3x12xf32>
// CHECK:       %[[K:.*]] = linalg.generic {indexing_maps = [#[[FLIP]], #{{.*}}], {{.*}} ins(%{{.*}} : tensor<3x4x3xf32>) outs(%{{.*}} : tensor<4x3x3xf32>)
// CHECK:       linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%[[S]], %[[K]] : tensor<2x3x12xf32>, tensor<4x3x3xf32>) outs(%{{.*}} : tensor<2x4x10xf32>)
func.func @conv_transpose1d(%x: !torch.vtensor<[2,3,5],f32>, %w: !torch.vtensor<[3,4,3],f32>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor<[2,4,10],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %s = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %op = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.conv_transpose1d %x, %w, %b, %s, %p, %op, %int1, %d : !torch.vtensor<[2,3,5],f32>, !torch.vtensor<[3,4,3],f32>, !torch.vtensor<[4],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int, !torch.list<int> -> !torch.vtensor<[2,4,10],f32>
  return %0 : !torch.vtensor<[2,4,10],f32>
}

// -----

// conv_transpose2d with groups 2 and dilation 2: the kernel [4, 3, 2, 2]
// (in 4 = 2 groups of 2, out 3 per group) becomes [6, 2, 2, 2].
// CHECK-DAG:   #[[FLIP:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, -d3 + 1, -d4 + 1)>
// CHECK-LABEL: func.func @conv_transpose2d_groups(
// CHECK:       %[[S:.*]] = tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, 2, 1] [1, 4, 3, 4] [1, 1, 1, 2] : tensor<1x4x3x4xf32> into tensor<1x4x7x9xf32>
// CHECK:       %[[WG:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2], [3], [4]] output_shape [2, 2, 3, 2, 2] : tensor<4x3x2x2xf32> into tensor<2x2x3x2x2xf32>
// CHECK:       %[[F:.*]] = linalg.generic {indexing_maps = [#[[FLIP]], #{{.*}}], {{.*}} ins(%[[WG]] : tensor<2x2x3x2x2xf32>) outs(%{{.*}} : tensor<2x3x2x2x2xf32>)
// CHECK:       tensor.collapse_shape %[[F]] {{\[}}[0, 1], [2], [3], [4]] : tensor<2x3x2x2x2xf32> into tensor<6x2x2x2xf32>
// CHECK:       linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x2x2x7x9xf32>, tensor<2x3x2x2x2xf32>) outs(%{{.*}} : tensor<1x2x3x5x8xf32>)
func.func @conv_transpose2d_groups(%x: !torch.vtensor<[1,4,3,4],f32>, %w: !torch.vtensor<[4,3,2,2],f32>) -> !torch.vtensor<[1,6,5,8],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.conv_transpose2d.input %x, %w, %none, %s, %p, %p, %int2, %d : !torch.vtensor<[1,4,3,4],f32>, !torch.vtensor<[4,3,2,2],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int, !torch.list<int> -> !torch.vtensor<[1,6,5,8],f32>
  return %0 : !torch.vtensor<[1,6,5,8],f32>
}

// -----

// aten.convolution with transposed = true, stride 2 and padding 2 >
// dilation*(k-1) = 1: the input is spread 2 apart, then 1 element is
// cropped from each side with tensor.extract_slice.
// CHECK-LABEL: func.func @convolution_transposed_crop(
// CHECK:       %[[S:.*]] = tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, 0, 0] [1, 2, 5, 5] [1, 1, 2, 2] : tensor<1x2x5x5xf32> into tensor<1x2x9x9xf32>
// CHECK:       %[[C:.*]] = tensor.extract_slice %[[S]][0, 0, 1, 1] [1, 2, 7, 7] [1, 1, 1, 1] : tensor<1x2x9x9xf32> to tensor<1x2x7x7xf32>
// CHECK:       linalg.conv_2d_nchw_fchw {{.*}} ins(%[[C]], %{{.*}} : tensor<1x2x7x7xf32>, tensor<2x2x2x2xf32>) outs(%{{.*}} : tensor<1x2x6x6xf32>)
func.func @convolution_transposed_crop(%x: !torch.vtensor<[1,2,5,5],f32>, %w: !torch.vtensor<[2,2,2,2],f32>, %b: !torch.vtensor<[2],f32>) -> !torch.vtensor<[1,2,6,6],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %true = torch.constant.bool true
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %op = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.convolution %x, %w, %b, %s, %p, %d, %true, %op, %int1 : !torch.vtensor<[1,2,5,5],f32>, !torch.vtensor<[2,2,2,2],f32>, !torch.vtensor<[2],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,2,6,6],f32>
  return %0 : !torch.vtensor<[1,2,6,6],f32>
}

// -----

// A transposed convolution with dynamic batch and length.
// CHECK-LABEL: func.func @conv_transpose1d_dynamic(
// CHECK:       %[[N:.*]] = tensor.dim %[[X:.*]], %c0
// CHECK:       %[[L:.*]] = tensor.dim %[[X]], %c2
// CHECK:       %[[SL:.*]] = arith.muli %[[L]], %c3
// CHECK:       %[[E:.*]] = tensor.empty(%[[N]], %[[SL]]) : tensor<?x3x?xf32>
// CHECK:       %[[Z:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<?x3x?xf32>)
// CHECK:       %[[S:.*]] = tensor.insert_slice %[[X]] into %[[Z]][0, 0, 1] [%[[N]], 3, %[[L]]] [1, 1, 3]
// CHECK:       linalg.conv_1d_ncw_fcw {{.*}} ins(%[[S]], %{{.*}} : tensor<?x3x?xf32>, tensor<2x3x3xf32>) outs(%{{.*}} : tensor<?x2x?xf32>)
func.func @conv_transpose1d_dynamic(%x: !torch.vtensor<[?,3,?],f32>, %w: !torch.vtensor<[3,2,3],f32>) -> !torch.vtensor<[?,2,?],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %op = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.conv_transpose1d %x, %w, %none, %s, %p, %op, %int1, %d : !torch.vtensor<[?,3,?],f32>, !torch.vtensor<[3,2,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int, !torch.list<int> -> !torch.vtensor<[?,2,?],f32>
  return %0 : !torch.vtensor<[?,2,?],f32>
}

// -----

// An unbatched grouped transposed convolution: a unit batch dim, the
// spread input, the kernel [4, 3, 3] (2 groups of 2 in, 3 out) turned
// into [6, 2, 3], then the grouped generic.
// CHECK-DAG:   #[[FLIP:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, -d3 + 2)>
// CHECK-LABEL: func.func @conv_transpose1d_unbatched_groups(
// CHECK:       %[[X:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2]] output_shape [1, 4, 5] : tensor<4x5xf32> into tensor<1x4x5xf32>
// CHECK:       tensor.insert_slice %[[X]] into %{{.*}}[0, 0, 2] [1, 4, 5] [1, 1, 2] : tensor<1x4x5xf32> into tensor<1x4x14xf32>
// CHECK:       linalg.generic {indexing_maps = [#[[FLIP]], #{{.*}}], {{.*}} ins(%{{.*}} : tensor<2x2x3x3xf32>) outs(%{{.*}} : tensor<2x3x2x3xf32>)
// CHECK:       linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x2x2x14xf32>, tensor<2x3x2x3xf32>) outs(%{{.*}} : tensor<1x2x3x12xf32>)
// CHECK:       tensor.collapse_shape %{{.*}} {{\[}}[0, 1], [2]] : tensor<1x6x12xf32> into tensor<6x12xf32>
func.func @conv_transpose1d_unbatched_groups(%x: !torch.vtensor<[4,5],f32>, %w: !torch.vtensor<[4,3,3],f32>, %b: !torch.vtensor<[6],f32>) -> !torch.vtensor<[6,12],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int0 = torch.constant.int 0
  %s = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %op = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.conv_transpose1d %x, %w, %b, %s, %p, %op, %int2, %d : !torch.vtensor<[4,5],f32>, !torch.vtensor<[4,3,3],f32>, !torch.vtensor<[6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int, !torch.list<int> -> !torch.vtensor<[6,12],f32>
  return %0 : !torch.vtensor<[6,12],f32>
}

// -----

// A 3-d transposed convolution with per-dim strides and output padding.
// CHECK-LABEL: func.func @conv3d_transposed(
// CHECK:       tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, 1, 1, 1] [1, 2, 3, 3, 3] [1, 1, 2, 1, 2] : tensor<1x2x3x3x3xf32> into tensor<1x2x8x5x8xf32>
// CHECK:       linalg.conv_3d_ncdhw_fcdhw {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x2x8x5x8xf32>, tensor<3x2x2x2x2xf32>) outs(%{{.*}} : tensor<1x3x7x4x7xf32>)
func.func @conv3d_transposed(%x: !torch.vtensor<[1,2,3,3,3],f32>, %w: !torch.vtensor<[2,3,2,2,2],f32>) -> !torch.vtensor<[1,3,7,4,7],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %true = torch.constant.bool true
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int2, %int1, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %op = torch.prim.ListConstruct %int1, %int0, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.convolution %x, %w, %none, %s, %p, %d, %true, %op, %int1 : !torch.vtensor<[1,2,3,3,3],f32>, !torch.vtensor<[2,3,2,2,2],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,3,7,4,7],f32>
  return %0 : !torch.vtensor<[1,3,7,4,7],f32>
}

// -----

// Integer convolutions accumulate in the integer type.
// CHECK-LABEL: func.func @conv1d_int(
// CHECK:       %[[Z:.*]] = arith.constant 0 : i32
// CHECK:       linalg.fill ins(%[[Z]] : i32)
// CHECK:       linalg.conv_1d_ncw_fcw {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x2x6xi32>, tensor<3x2x2xi32>) outs(%{{.*}} : tensor<1x3x5xi32>)
func.func @conv1d_int(%x: !torch.vtensor<[1,2,6],si32>, %w: !torch.vtensor<[3,2,2],si32>) -> !torch.vtensor<[1,3,5],si32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.conv1d %x, %w, %none, %s, %p, %s, %int1 : !torch.vtensor<[1,2,6],si32>, !torch.vtensor<[3,2,2],si32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,3,5],si32>
  return %0 : !torch.vtensor<[1,3,5],si32>
}

// -----

// padding="same": dilation*(k-1) = 6 split evenly (an odd total puts the
// extra element on the high side).
// CHECK-LABEL: func.func @conv1d_same(
// CHECK:       tensor.pad %{{.*}} low[0, 0, 3] high[0, 0, 3]
// CHECK:       linalg.conv_1d_ncw_fcw {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} {{.*}} outs(%{{.*}} : tensor<1x3x?xf32>)
func.func @conv1d_same(%x: !torch.vtensor<[1,2,?],f32>, %w: !torch.vtensor<[3,2,4],f32>) -> !torch.vtensor<[1,3,?],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %none = torch.constant.none
  %str = torch.constant.str "same"
  %s = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.conv1d.padding %x, %w, %none, %s, %str, %d, %int1 : !torch.vtensor<[1,2,?],f32>, !torch.vtensor<[3,2,4],f32>, !torch.none, !torch.list<int>, !torch.str, !torch.list<int>, !torch.int -> !torch.vtensor<[1,3,?],f32>
  return %0 : !torch.vtensor<[1,3,?],f32>
}

// -----

// padding 3 > dilation*(k-1) = 2: cropped by 1 before, output_padding 1
// making up for the 1 after.
// CHECK-LABEL: func.func @conv_transpose2d_dilation_crop(
// CHECK:       %[[S:.*]] = tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, 0, 0] [1, 2, 4, 4] [1, 1, 2, 2] : tensor<1x2x4x4xf32> into tensor<1x2x7x7xf32>
// CHECK:       %[[C:.*]] = tensor.extract_slice %[[S]][0, 0, 1, 1] [1, 2, 6, 6] [1, 1, 1, 1] : tensor<1x2x7x7xf32> to tensor<1x2x6x6xf32>
// CHECK:       linalg.conv_2d_nchw_fchw {{.*}} ins(%[[C]], %{{.*}} : tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>) outs(%{{.*}} : tensor<1x2x4x4xf32>)
func.func @conv_transpose2d_dilation_crop(%x: !torch.vtensor<[1,2,4,4],f32>, %w: !torch.vtensor<[2,2,3,3],f32>) -> !torch.vtensor<[1,2,4,4],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %op = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.conv_transpose2d.input %x, %w, %none, %s, %p, %op, %int1, %d : !torch.vtensor<[1,2,4,4],f32>, !torch.vtensor<[2,2,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int, !torch.list<int> -> !torch.vtensor<[1,2,4,4],f32>
  return %0 : !torch.vtensor<[1,2,4,4],f32>
}
