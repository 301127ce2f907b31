// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s

// view: collapse to one dimension, expand to the result (the -1 inferred).
// CHECK-LABEL: func.func @view
// CHECK:       %[[C:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
// CHECK:       tensor.expand_shape %[[C]] {{\[}}[0, 1]] output_shape [6, 4] : tensor<24xf32> into tensor<6x4xf32>
func.func @view(%a: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[6,4],f32> {
  %int-1 = torch.constant.int -1
  %int4 = torch.constant.int 4
  %0 = torch.prim.ListConstruct %int-1, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.view %a, %0 : !torch.vtensor<[2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[6,4],f32>
  return %1 : !torch.vtensor<[6,4],f32>
}

// -----

// A dynamic view takes its sizes from the list (size.int of the input).
// CHECK-LABEL: func.func @view_dynamic
// CHECK:       tensor.collapse_shape %{{.*}} {{\[}}[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
// CHECK:       tensor.expand_shape %{{.*}} {{\[}}[0, 1, 2]] output_shape [%{{.*}}, 2, 2] : tensor<?xf32> into tensor<?x2x2xf32>
func.func @view_dynamic(%a: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,2,2],f32> {
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %n = torch.aten.size.int %a, %int0 : !torch.vtensor<[?,4],f32>, !torch.int -> !torch.int
  %0 = torch.prim.ListConstruct %n, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.view %a, %0 : !torch.vtensor<[?,4],f32>, !torch.list<int> -> !torch.vtensor<[?,2,2],f32>
  return %1 : !torch.vtensor<[?,2,2],f32>
}

// -----

// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
// CHECK-LABEL: func.func @permute
// CHECK:       linalg.generic {indexing_maps = [#[[IN]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel"]} ins(%{{.*}} : tensor<2x3x4xf32>) outs(%{{.*}} : tensor<3x4x2xf32>)
func.func @permute(%a: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[3,4,2],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %0 = torch.prim.ListConstruct %int1, %int2, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.permute %a, %0 : !torch.vtensor<[2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[3,4,2],f32>
  return %1 : !torch.vtensor<[3,4,2],f32>
}

// -----

// CHECK-LABEL: func.func @squeeze_unsqueeze
// CHECK:       tensor.collapse_shape
// CHECK-SAME:  tensor<3x1x4xf32> into tensor<12xf32>
// CHECK:       tensor.expand_shape
// CHECK-SAME:  tensor<12xf32> into tensor<3x4xf32>
// CHECK:       tensor.expand_shape
// CHECK-SAME:  tensor<12xf32> into tensor<1x3x4xf32>
func.func @squeeze_unsqueeze(%a: !torch.vtensor<[3,1,4],f32>) -> !torch.vtensor<[1,3,4],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %1 = torch.aten.squeeze.dims %a, %0 : !torch.vtensor<[3,1,4],f32>, !torch.list<int> -> !torch.vtensor<[3,4],f32>
  %2 = torch.aten.unsqueeze %1, %int0 : !torch.vtensor<[3,4],f32>, !torch.int -> !torch.vtensor<[1,3,4],f32>
  return %2 : !torch.vtensor<[1,3,4],f32>
}

// -----

// expand broadcasts the unit dim (map to 0).
// CHECK-DAG: #[[B:.*]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func.func @expand
// CHECK:       linalg.generic {indexing_maps = [#[[B]], #{{.*}}]{{.*}} ins(%{{.*}} : tensor<1x4xf32>) outs(%{{.*}} : tensor<3x4xf32>)
func.func @expand(%a: !torch.vtensor<[1,4],f32>) -> !torch.vtensor<[3,4],f32> {
  %int-1 = torch.constant.int -1
  %int3 = torch.constant.int 3
  %false = torch.constant.bool false
  %0 = torch.prim.ListConstruct %int3, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.expand %a, %0, %false : !torch.vtensor<[1,4],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[3,4],f32>
  return %1 : !torch.vtensor<[3,4],f32>
}

// -----

// CHECK-LABEL: func.func @slice_select
// CHECK:       tensor.extract_slice %{{.*}}[0, 1] [4, 3] [1, 2] : tensor<4x6xf32> to tensor<4x3xf32>
// CHECK:       tensor.extract_slice %{{.*}}[3, 0] [1, 3] [1, 1] : tensor<4x3xf32> to tensor<3xf32>
func.func @slice_select(%a: !torch.vtensor<[4,6],f32>) -> !torch.vtensor<[3],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int-1 = torch.constant.int -1
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %0 = torch.aten.slice.Tensor %a, %int1, %int1, %none, %int2 : !torch.vtensor<[4,6],f32>, !torch.int, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[4,3],f32>
  %1 = torch.aten.select.int %0, %int0, %int-1 : !torch.vtensor<[4,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[3],f32>
  return %1 : !torch.vtensor<[3],f32>
}

// -----

// CHECK-LABEL: func.func @cat
// CHECK:       tensor.concat dim(1) %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
func.func @cat(%a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[2,1],f32>) -> !torch.vtensor<[2,4],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.prim.ListConstruct %a, %b : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,1],f32>) -> !torch.list<vtensor>
  %1 = torch.aten.cat %0, %int1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,4],f32>
  return %1 : !torch.vtensor<[2,4],f32>
}

// -----

// clone and contiguous are values already: nothing is built.
// CHECK-LABEL: func.func @copies
// CHECK-NOT:   linalg
// CHECK:       return %arg0 : !torch.vtensor<[2],f32>
func.func @copies(%a: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %0 = torch.aten.clone %a, %none : !torch.vtensor<[2],f32>, !torch.none -> !torch.vtensor<[2],f32>
  %1 = torch.aten.contiguous %0, %int0 : !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor<[2],f32>
  return %1 : !torch.vtensor<[2],f32>
}

// -----

// as_strided with channels-last strides reads the flattened storage at
// 0 + n*48 + c*1 + h*12 + w*3 (issue 14).
// CHECK-LABEL: func.func @as_strided_channels_last
// CHECK:       %[[F:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2, 3]] : tensor<1x3x4x4xf32> into tensor<48xf32>
// CHECK:       linalg.generic
// CHECK-DAG:   linalg.index 1
// CHECK-DAG:   linalg.index 2
// CHECK-DAG:   linalg.index 3
// CHECK:       tensor.extract %[[F]][%{{.*}}] : tensor<48xf32>
func.func @as_strided_channels_last(%x: !torch.vtensor<[1,3,4,4],f32>) -> !torch.vtensor<[1,3,4,4],f32> {
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %int12 = torch.constant.int 12
  %int48 = torch.constant.int 48
  %none = torch.constant.none
  %0 = torch.prim.ListConstruct %int1, %int3, %int4, %int4 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.prim.ListConstruct %int48, %int1, %int12, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.as_strided %x, %0, %1, %none : !torch.vtensor<[1,3,4,4],f32>, !torch.list<int>, !torch.list<int>, !torch.none -> !torch.vtensor<[1,3,4,4],f32>
  return %2 : !torch.vtensor<[1,3,4,4],f32>
}

// -----

// Overlapping windows from an offset: [3, 2] of stride [2, 1] from 1.
// CHECK-LABEL: func.func @as_strided_windows
// CHECK:       linalg.generic
// CHECK:       tensor.extract
func.func @as_strided_windows(%x: !torch.vtensor<[8],si64>) -> !torch.vtensor<[3,2],si64> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %0 = torch.prim.ListConstruct %int3, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.as_strided %x, %0, %1, %int1 : !torch.vtensor<[8],si64>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[3,2],si64>
  return %2 : !torch.vtensor<[3,2],si64>
}

// -----

// copy(self, src) is src broadcast to self's shape in self's dtype, not
// self (issue 14).
// CHECK-LABEL: func.func @copy_broadcast_cast(
// CHECK-SAME:  %[[SELF:[a-z0-9]+]]: !torch.vtensor<[?,4],f32>, %[[SRC:[a-z0-9]+]]: !torch.vtensor<[4],si64>
// CHECK:       %[[S:.*]] = torch_c.to_builtin_tensor %[[SRC]]
// CHECK:       linalg.generic {{.*}} ins(%{{.*}}, %[[S]] : tensor<?x4xf32>, tensor<4xi64>)
// CHECK:       ^bb0(%{{.*}}: f32, %[[E:.*]]: i64, %{{.*}}: f32):
// CHECK:       %[[C:.*]] = arith.sitofp %[[E]] : i64 to f32
// CHECK:       linalg.yield %[[C]]
func.func @copy_broadcast_cast(%self: !torch.vtensor<[?,4],f32>, %src: !torch.vtensor<[4],si64>) -> !torch.vtensor<[?,4],f32> {
  %false = torch.constant.bool false
  %0 = torch.aten.copy %self, %src, %false : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4],si64>, !torch.bool -> !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}

// -----

// select of a dynamic dim: the index, from the end when negative, must lie
// in the dim (cf.assert at the op); it was clamped to the dim's size, and
// the slice read past the tensor (issue 14).
// CHECK-LABEL: func.func @select_dynamic(
// CHECK:       %[[N:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?xi64>
// CHECK:       %[[IN:.*]] = arith.cmpi ult, %{{.*}}, %[[N]] : index
// CHECK:       cf.assert %[[IN]], "select.int: index out of bounds for dimension 0"
// CHECK:       tensor.extract_slice %{{.*}}[%{{.*}}] [1] [1] : tensor<?xi64> to tensor<i64>
func.func @select_dynamic(%x: !torch.vtensor<[?],si64>) -> !torch.vtensor<[],si64> {
  %int0 = torch.constant.int 0
  %int-3 = torch.constant.int -3
  %0 = torch.aten.select.int %x, %int0, %int-3 : !torch.vtensor<[?],si64>, !torch.int, !torch.int -> !torch.vtensor<[],si64>
  return %0 : !torch.vtensor<[],si64>
}
