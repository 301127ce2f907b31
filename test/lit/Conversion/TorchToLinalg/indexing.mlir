// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s

// index.Tensor is one linalg.generic over the result reading x with
// tensor.extract; the index tensors are its inputs, and each index is
// wrapped when negative, then checked to lie in the dim (a cf.assert at
// the op: an index out of range is an error, as in PyTorch).

// One index tensor on the leading dim: x[idx] (an index_select).
// CHECK-DAG:   #[[I:map[0-9]*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG:   #[[O:map[0-9]*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @index_dim0(
// CHECK-SAME:    %[[XT:.*]]: !torch.vtensor<[9,4],f32>
// CHECK:       %[[X:.*]] = torch_c.to_builtin_tensor %[[XT]]
// CHECK:       %[[N:.*]] = arith.constant 9 : index
// CHECK:       linalg.generic {indexing_maps = [#[[I]], #[[O]]], iterator_types = ["parallel", "parallel"]} ins(%{{.*}} : tensor<3xi64>) outs(%{{.*}} : tensor<3x4xf32>)
// CHECK:       ^bb0(%[[V:.*]]: i64, %{{.*}}: f32):
// CHECK:         %[[I0:.*]] = arith.index_cast %[[V]] : i64 to index
// CHECK:         %[[NEG:.*]] = arith.cmpi slt, %[[I0]], %[[Z:.*]] : index
// CHECK:         %[[W:.*]] = arith.addi %[[I0]], %[[N]] : index
// CHECK:         %[[I1:.*]] = arith.select %[[NEG]], %[[W]], %[[I0]] : index
// CHECK:         %[[IN:.*]] = arith.cmpi ult, %[[I1]], %[[N]] : index
// CHECK:         cf.assert %[[IN]], "index.Tensor: index out of bounds for dimension 0"
// CHECK:         %[[J:.*]] = linalg.index 1 : index
// CHECK:         %[[E:.*]] = tensor.extract %[[X]][%[[I1]], %[[J]]] : tensor<9x4xf32>
// CHECK:         linalg.yield %[[E]] : f32
func.func @index_dim0(%x: !torch.vtensor<[9,4],f32>, %i: !torch.vtensor<[3],si64>) -> !torch.vtensor<[3,4],f32> {
  %l = torch.prim.ListConstruct %i : (!torch.vtensor<[3],si64>) -> !torch.list<vtensor>
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[9,4],f32>, !torch.list<vtensor> -> !torch.vtensor<[3,4],f32>
  return %0 : !torch.vtensor<[3,4],f32>
}

// -----

// x[:, idx] with a 2-d index: the index's dims replace dim 1.
// CHECK-DAG:   #[[I:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// CHECK-LABEL: func.func @index_dim1(
// CHECK:       linalg.generic {indexing_maps = [#[[I]], #{{.*}}], {{.*}} ins(%{{.*}} : tensor<2x2xi64>) outs(%{{.*}} : tensor<2x2x2x3xf32>)
// CHECK:         %[[A:.*]] = linalg.index 0 : index
// CHECK:         %[[B:.*]] = arith.select
// CHECK:         cf.assert %{{.*}}, "index.Tensor: index out of bounds for dimension 1"
// CHECK:         %[[C:.*]] = linalg.index 3 : index
// CHECK:         tensor.extract %{{.*}}[%[[A]], %[[B]], %[[C]]] : tensor<2x9x3xf32>
func.func @index_dim1(%x: !torch.vtensor<[2,9,3],f32>, %i: !torch.vtensor<[2,2],si64>) -> !torch.vtensor<[2,2,2,3],f32> {
  %none = torch.constant.none
  %l = torch.prim.ListConstruct %none, %i : (!torch.none, !torch.vtensor<[2,2],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[2,9,3],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[2,2,2,3],f32>
  return %0 : !torch.vtensor<[2,2,2,3],f32>
}

// -----

// Two index tensors on adjacent leading dims, broadcast together.
// CHECK-DAG:   #[[I:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0, 0)>
// CHECK-DAG:   #[[J:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d1)>
// CHECK-LABEL: func.func @index_broadcast(
// CHECK:       linalg.generic {indexing_maps = [#[[I]], #[[J]], #{{.*}}], {{.*}} ins(%{{.*}}, %{{.*}} : tensor<3x1xi64>, tensor<2xi64>) outs(%{{.*}} : tensor<3x2x6xf32>)
// CHECK:         %[[A:.*]] = arith.select
// CHECK:         cf.assert
// CHECK:         %[[B:.*]] = arith.select
// CHECK:         cf.assert
// CHECK:         %[[C:.*]] = linalg.index 2 : index
// CHECK:         tensor.extract %{{.*}}[%[[A]], %[[B]], %[[C]]] : tensor<9x10x6xf32>
func.func @index_broadcast(%x: !torch.vtensor<[9,10,6],f32>, %i: !torch.vtensor<[3,1],si64>, %j: !torch.vtensor<[2],si64>) -> !torch.vtensor<[3,2,6],f32> {
  %l = torch.prim.ListConstruct %i, %j : (!torch.vtensor<[3,1],si64>, !torch.vtensor<[2],si64>) -> !torch.list<vtensor>
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[9,10,6],f32>, !torch.list<vtensor> -> !torch.vtensor<[3,2,6],f32>
  return %0 : !torch.vtensor<[3,2,6],f32>
}

// -----

// Non-adjacent indexed dims: the broadcast dims come first.
// CHECK-DAG:   #[[I:map[0-9]*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @index_split(
// CHECK:       linalg.generic {indexing_maps = [#[[I]], #[[I]], #{{.*}}], {{.*}} outs(%{{.*}} : tensor<3x10xf32>)
// CHECK:         %[[A:.*]] = arith.select
// CHECK:         %[[B:.*]] = linalg.index 1 : index
// CHECK:         %[[C:.*]] = arith.select
// CHECK:         tensor.extract %{{.*}}[%[[A]], %[[B]], %[[C]]] : tensor<9x10x9xf32>
func.func @index_split(%x: !torch.vtensor<[9,10,9],f32>, %i: !torch.vtensor<[3],si64>, %k: !torch.vtensor<[3],si64>) -> !torch.vtensor<[3,10],f32> {
  %none = torch.constant.none
  %l = torch.prim.ListConstruct %i, %none, %k : (!torch.vtensor<[3],si64>, !torch.none, !torch.vtensor<[3],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[9,10,9],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[3,10],f32>
  return %0 : !torch.vtensor<[3,10],f32>
}

// -----

// Dynamic sizes.
// CHECK-LABEL: func.func @index_dynamic(
// CHECK:       %[[M:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?xi64>
// CHECK:       %[[N:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?x9xf32>
// CHECK:       %[[E:.*]] = tensor.empty(%[[N]], %[[M]]) : tensor<?x?xf32>
// CHECK:       linalg.generic {{.*}} ins(%{{.*}} : tensor<?xi64>) outs(%[[E]] : tensor<?x?xf32>)
func.func @index_dynamic(%x: !torch.vtensor<[?,9],f32>, %i: !torch.vtensor<[?],si64>) -> !torch.vtensor<[?,?],f32> {
  %none = torch.constant.none
  %l = torch.prim.ListConstruct %none, %i : (!torch.none, !torch.vtensor<[?],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[?,9],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[?,?],f32>
  return %0 : !torch.vtensor<[?,?],f32>
}

// -----

// Constant indices, one negative (counts from the end).
// CHECK-LABEL: func.func @index_negative(
// CHECK:       linalg.generic {{.*}} ins(%{{.*}} : tensor<2xi64>) outs(%{{.*}} : tensor<2x3xf32>)
func.func @index_negative(%x: !torch.vtensor<[4,3],f32>) -> !torch.vtensor<[2,3],f32> {
  %i = torch.vtensor.literal(dense<[-1, 1]> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
  %l = torch.prim.ListConstruct %i : (!torch.vtensor<[2],si64>) -> !torch.list<vtensor>
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[4,3],f32>, !torch.list<vtensor> -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}

// -----

// The indexed dim is dynamic: its size comes from tensor.dim.
// CHECK-LABEL: func.func @index_dynamic_dim(
// CHECK:       %[[N:.*]] = tensor.dim %{{.*}}, %c0 : tensor<?x4xf32>
// CHECK:       linalg.generic {{.*}} ins(%{{.*}} : tensor<2xi32>) outs(%{{.*}} : tensor<2x4xf32>)
// CHECK:         arith.index_cast %{{.*}} : i32 to index
// CHECK:         arith.addi %{{.*}}, %[[N]] : index
// CHECK:         arith.cmpi ult, %{{.*}}, %[[N]] : index
// CHECK:         cf.assert
func.func @index_dynamic_dim(%x: !torch.vtensor<[?,4],f32>, %i: !torch.vtensor<[2],si32>) -> !torch.vtensor<[2,4],f32> {
  %l = torch.prim.ListConstruct %i : (!torch.vtensor<[2],si32>) -> !torch.list<vtensor>
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[?,4],f32>, !torch.list<vtensor> -> !torch.vtensor<[2,4],f32>
  return %0 : !torch.vtensor<[2,4],f32>
}

// -----

// The scatters are gathers over the output: every output element runs
// over the candidates that could land on it (a reduction loop) and keeps
// the last one whose index names it; every index read is checked to lie
// in the dim. scatter.src along dim 1 with an
// index [2, 4] into [3, 9]: candidate (i, j) is taken when i < 2 (the
// index's rows) and idx[i, j] == the element's column.
// CHECK-DAG:   #[[SCAND:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-DAG:   #[[SOUT:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @scatter_src(
// CHECK-SAME:    %[[XT:[^:]*]]: !torch.vtensor<[3,9],f32>
// CHECK:       %[[X:.*]] = torch_c.to_builtin_tensor %[[XT]]
// CHECK:       %[[C:.*]] = tensor.empty() : tensor<4xf32>
// CHECK:       linalg.generic {indexing_maps = [#[[SCAND]], #[[SOUT]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[C]] : tensor<4xf32>) outs(%[[X]] : tensor<3x9xf32>)
// CHECK:       ^bb0(%{{.*}}: f32, %[[ACC:.*]]: f32):
// CHECK:         %[[I:.*]] = linalg.index 0 : index
// CHECK:         %[[IN:.*]] = arith.cmpi slt, %[[I]], %c2 : index
// CHECK:         %[[IC:.*]] = arith.minsi %[[I]], %c1 : index
// CHECK:         %[[J:.*]] = linalg.index 2 : index
// CHECK:         tensor.extract %{{.*}}[%[[IC]], %[[J]]] : tensor<2x4xi64>
// CHECK:         %[[T:.*]] = arith.index_cast
// CHECK:         %[[TIN:.*]] = arith.cmpi ult, %[[T]], %c9 : index
// CHECK:         cf.assert %[[TIN]], "scatter.src: index out of bounds for dimension 1"
// CHECK:         %[[COL:.*]] = linalg.index 1 : index
// CHECK:         %[[EQ:.*]] = arith.cmpi eq, %[[T]], %[[COL]] : index
// CHECK:         %[[M:.*]] = arith.andi %[[IN]], %[[EQ]] : i1
// CHECK:         %[[V:.*]] = tensor.extract %{{.*}}[%[[IC]], %[[J]]] : tensor<3x5xf32>
// CHECK:         %[[R:.*]] = arith.select %[[M]], %[[V]], %[[ACC]] : f32
// CHECK:         linalg.yield %[[R]] : f32
func.func @scatter_src(%x: !torch.vtensor<[3,9],f32>, %s: !torch.vtensor<[3,5],f32>) -> !torch.vtensor<[3,9],f32> {
  %i = torch.vtensor.literal(dense<[[8, 0, 8, 3], [1, 2, 3, 4]]> : tensor<2x4xsi64>) : !torch.vtensor<[2,4],si64>
  %int1 = torch.constant.int 1
  %0 = torch.aten.scatter.src %x, %int1, %i, %s : !torch.vtensor<[3,9],f32>, !torch.int, !torch.vtensor<[2,4],si64>, !torch.vtensor<[3,5],f32> -> !torch.vtensor<[3,9],f32>
  return %0 : !torch.vtensor<[3,9],f32>
}

// -----

// CHECK-LABEL: func.func @scatter_value_dim0(
// CHECK:       %[[V:.*]] = arith.constant 2.500000e+00 : f64
// CHECK:       %[[VF:.*]] = arith.truncf %[[V]] : f64 to f32
// CHECK:       linalg.generic {{.*}} ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<9x3xf32>)
// CHECK:         arith.select %{{.*}}, %[[VF]], %{{.*}} : f32
func.func @scatter_value_dim0(%x: !torch.vtensor<[9,3],f32>) -> !torch.vtensor<[9,3],f32> {
  %i = torch.vtensor.literal(dense<[[0, 1, 2], [8, 8, 8], [4, 0, 4], [3, 3, 5]]> : tensor<4x3xsi64>) : !torch.vtensor<[4,3],si64>
  %int0 = torch.constant.int 0
  %float = torch.constant.float 2.500000e+00
  %0 = torch.aten.scatter.value %x, %int0, %i, %float : !torch.vtensor<[9,3],f32>, !torch.int, !torch.vtensor<[4,3],si64>, !torch.float -> !torch.vtensor<[9,3],f32>
  return %0 : !torch.vtensor<[9,3],f32>
}

// -----

// scatter_add adds every candidate that matches; dynamic index sizes
// bound the candidates off the scattered dim.
// CHECK-LABEL: func.func @scatter_add_dynamic(
// CHECK:       %[[IDX:.*]] = linalg.generic
// CHECK:         math.absi
// CHECK:       %[[R:.*]] = tensor.dim %[[IDX]], %{{.*}} : tensor<?x?xi64>
// CHECK:       %[[K:.*]] = tensor.dim %[[IDX]], %{{.*}} : tensor<?x?xi64>
// CHECK:       %[[C:.*]] = tensor.empty(%[[K]]) : tensor<?xf32>
// CHECK:       linalg.generic {{.*}} ins(%[[C]] : tensor<?xf32>) outs(%{{.*}} : tensor<?x9xf32>)
// CHECK:         arith.cmpi slt, %{{.*}}, %[[R]] : index
// CHECK:         arith.select
// CHECK:         arith.addf
func.func @scatter_add_dynamic(%x: !torch.vtensor<[?,9],f32>, %r: !torch.vtensor<[?,?],si64>, %s: !torch.vtensor<[?,?],f32>) -> !torch.vtensor<[?,9],f32> {
  %int-1 = torch.constant.int -1
  %i = torch.aten.abs %r : !torch.vtensor<[?,?],si64> -> !torch.vtensor<[?,?],si64>
  %0 = torch.aten.scatter_add %x, %int-1, %i, %s : !torch.vtensor<[?,9],f32>, !torch.int, !torch.vtensor<[?,?],si64>, !torch.vtensor<[?,?],f32> -> !torch.vtensor<[?,9],f32>
  return %0 : !torch.vtensor<[?,9],f32>
}

// -----

// index_put: the loops run over the output and the index tensors'
// broadcast shape (a reduction); values is read at (b, the other dims).
// CHECK-DAG:   #[[PI:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-DAG:   #[[PV:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG:   #[[PO:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @index_put(
// CHECK:       linalg.generic {indexing_maps = [#[[PI]], #[[PV]], #[[PO]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<3xi64>, tensor<3x4xf32>) outs(%{{.*}} : tensor<9x4xf32>)
// CHECK:       ^bb0(%[[T:.*]]: i64, %[[VAL:.*]]: f32, %[[ACC:.*]]: f32):
// CHECK:         %[[W:.*]] = arith.select
// CHECK:         cf.assert %{{.*}}, "index_put: index out of bounds for dimension 0"
// CHECK:         %[[ROW:.*]] = linalg.index 0 : index
// CHECK:         %[[M:.*]] = arith.cmpi eq, %[[W]], %[[ROW]] : index
// CHECK:         %[[R:.*]] = arith.select %[[M]], %[[VAL]], %[[ACC]] : f32
// CHECK:         linalg.yield %[[R]] : f32
func.func @index_put(%x: !torch.vtensor<[9,4],f32>, %i: !torch.vtensor<[3],si64>, %v: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[9,4],f32> {
  %false = torch.constant.bool false
  %l = torch.prim.ListConstruct %i : (!torch.vtensor<[3],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index_put %x, %l, %v, %false : !torch.vtensor<[9,4],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[3,4],f32>, !torch.bool -> !torch.vtensor<[9,4],f32>
  return %0 : !torch.vtensor<[9,4],f32>
}

// -----

// Two index tensors on dims 1 and 2, values [5] broadcast to [2, 5].
// CHECK-DAG:   #[[PI:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-DAG:   #[[PV:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
// CHECK-LABEL: func.func @index_put_accumulate(
// CHECK:       %[[B:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<5xf32>) outs(%{{.*}} : tensor<2x5xf32>)
// CHECK:       linalg.generic {indexing_maps = [#[[PI]], #[[PI]], #[[PV]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}}, %[[B]] : tensor<5xi64>, tensor<5xi64>, tensor<2x5xf32>) outs(%{{.*}} : tensor<2x9x10xf32>)
// CHECK:         %[[A:.*]] = arith.cmpi eq
// CHECK:         %[[B2:.*]] = arith.cmpi eq
// CHECK:         %[[M:.*]] = arith.andi %[[A]], %[[B2]] : i1
// CHECK:         %[[S:.*]] = arith.select %[[M]], %{{.*}}, %{{.*}} : f32
// CHECK:         arith.addf %{{.*}}, %[[S]] : f32
func.func @index_put_accumulate(%x: !torch.vtensor<[2,9,10],f32>, %i: !torch.vtensor<[5],si64>, %j: !torch.vtensor<[5],si64>, %v: !torch.vtensor<[5],f32>) -> !torch.vtensor<[2,9,10],f32> {
  %true = torch.constant.bool true
  %none = torch.constant.none
  %l = torch.prim.ListConstruct %none, %i, %j : (!torch.none, !torch.vtensor<[5],si64>, !torch.vtensor<[5],si64>) -> !torch.list<optional<vtensor>>
  %0 = torch.aten.index_put %x, %l, %v, %true : !torch.vtensor<[2,9,10],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[5],f32>, !torch.bool -> !torch.vtensor<[2,9,10],f32>
  return %0 : !torch.vtensor<[2,9,10],f32>
}

// -----

// CHECK-LABEL: func.func @slice_scatter(
// CHECK:       tensor.insert_slice %{{.*}} into %{{.*}}[0, 1] [4, 3] [1, 3] : tensor<4x3xf32> into tensor<4x9xf32>
func.func @slice_scatter(%x: !torch.vtensor<[4,9],f32>, %s: !torch.vtensor<[4,3],f32>) -> !torch.vtensor<[4,9],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %none = torch.constant.none
  %0 = torch.aten.slice_scatter %x, %s, %int1, %int1, %none, %int3 : !torch.vtensor<[4,9],f32>, !torch.vtensor<[4,3],f32>, !torch.int, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[4,9],f32>
  return %0 : !torch.vtensor<[4,9],f32>
}

// -----

// The index of a dynamic dim counts from the end and is checked to lie
// in it.
// CHECK-LABEL: func.func @select_scatter(
// CHECK:       %[[N:.*]] = tensor.dim %[[X:.*]], %c1 : tensor<4x?xf32>
// CHECK:       %[[W:.*]] = arith.addi %c-1, %[[N]] : index
// CHECK:       %[[AT:.*]] = arith.select %{{.*}}, %[[W]], %c-1 : index
// CHECK:       %[[IN:.*]] = arith.cmpi ult, %[[AT]], %[[N]] : index
// CHECK:       cf.assert %[[IN]], "select_scatter: index out of bounds for dimension 1"
// CHECK:       %[[S:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
// CHECK:       tensor.insert_slice %[[S]] into %[[X]][0, %[[AT]]] [4, 1] [1, 1] : tensor<4x1xf32> into tensor<4x?xf32>
func.func @select_scatter(%x: !torch.vtensor<[4,?],f32>, %s: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4,?],f32> {
  %int1 = torch.constant.int 1
  %int-1 = torch.constant.int -1
  %0 = torch.aten.select_scatter %x, %s, %int1, %int-1 : !torch.vtensor<[4,?],f32>, !torch.vtensor<[4],f32>, !torch.int, !torch.int -> !torch.vtensor<[4,?],f32>
  return %0 : !torch.vtensor<[4,?],f32>
}

// -----

// CHECK-LABEL: func.func @select_scatter_dim0(
// CHECK:       %[[S:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
// CHECK:       tensor.insert_slice %[[S]] into %{{.*}}[1, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<3x4xf32>
func.func @select_scatter_dim0(%x: !torch.vtensor<[3,4],f32>, %s: !torch.vtensor<[4],f32>) -> !torch.vtensor<[3,4],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.aten.select_scatter %x, %s, %int0, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],f32>, !torch.int, !torch.int -> !torch.vtensor<[3,4],f32>
  return %0 : !torch.vtensor<[3,4],f32>
}
