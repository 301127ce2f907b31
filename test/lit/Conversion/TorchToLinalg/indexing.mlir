// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s

// index.Tensor is one linalg.generic over the result reading x with
// tensor.extract; the index tensors are its inputs, and each index is
// wrapped when negative, then clamped into the dim.

// One index tensor on the leading dim: x[idx] (an index_select).
// CHECK-DAG:   #[[I:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG:   #[[O:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @index_dim0(
// CHECK-SAME:    %[[XT:.*]]: !torch.vtensor<[9,4],f32>
// CHECK:       %[[X:.*]] = torch_c.to_builtin_tensor %[[XT]]
// CHECK:       %[[N:.*]] = arith.constant 9 : index
// CHECK:       %[[LAST:.*]] = arith.constant 8 : index
// CHECK:       linalg.generic {indexing_maps = [#[[I]], #[[O]]], iterator_types = ["parallel", "parallel"]} ins(%{{.*}} : tensor<3xi64>) outs(%{{.*}} : tensor<3x4xf32>)
// CHECK:       ^bb0(%[[V:.*]]: i64, %{{.*}}: f32):
// CHECK:         %[[I0:.*]] = arith.index_cast %[[V]] : i64 to index
// CHECK:         %[[NEG:.*]] = arith.cmpi slt, %[[I0]], %[[Z:.*]] : index
// CHECK:         %[[W:.*]] = arith.addi %[[I0]], %[[N]] : index
// CHECK:         %[[I1:.*]] = arith.select %[[NEG]], %[[W]], %[[I0]] : index
// CHECK:         %[[I2:.*]] = arith.maxsi %[[I1]], %[[Z]] : index
// CHECK:         %[[I3:.*]] = arith.minsi %[[I2]], %[[LAST]] : index
// CHECK:         %[[J:.*]] = linalg.index 1 : index
// CHECK:         %[[E:.*]] = tensor.extract %[[X]][%[[I3]], %[[J]]] : tensor<9x4xf32>
// CHECK:         linalg.yield %[[E]] : f32
func.func @index_dim0(%x: !torch.vtensor<[9,4],f32>, %i: !torch.vtensor<[3],si64>) -> !torch.vtensor<[3,4],f32> {
  %l = torch.prim.ListConstruct %i : (!torch.vtensor<[3],si64>) -> !torch.list<vtensor>
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[9,4],f32>, !torch.list<vtensor> -> !torch.vtensor<[3,4],f32>
  return %0 : !torch.vtensor<[3,4],f32>
}

// -----

// x[:, idx] with a 2-d index: the index's dims replace dim 1.
// CHECK-DAG:   #[[I:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// CHECK-LABEL: func.func @index_dim1(
// CHECK:       linalg.generic {indexing_maps = [#[[I]], #{{.*}}], {{.*}} ins(%{{.*}} : tensor<2x2xi64>) outs(%{{.*}} : tensor<2x2x2x3xf32>)
// CHECK:         %[[A:.*]] = linalg.index 0 : index
// CHECK:         %[[B:.*]] = arith.minsi
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
// CHECK-DAG:   #[[I:.*]] = affine_map<(d0, d1, d2) -> (d0, 0)>
// CHECK-DAG:   #[[J:.*]] = affine_map<(d0, d1, d2) -> (d1)>
// CHECK-LABEL: func.func @index_broadcast(
// CHECK:       linalg.generic {indexing_maps = [#[[I]], #[[J]], #{{.*}}], {{.*}} ins(%{{.*}}, %{{.*}} : tensor<3x1xi64>, tensor<2xi64>) outs(%{{.*}} : tensor<3x2x6xf32>)
// CHECK:         %[[A:.*]] = arith.minsi
// CHECK:         %[[B:.*]] = arith.minsi
// CHECK:         %[[C:.*]] = linalg.index 2 : index
// CHECK:         tensor.extract %{{.*}}[%[[A]], %[[B]], %[[C]]] : tensor<9x10x6xf32>
func.func @index_broadcast(%x: !torch.vtensor<[9,10,6],f32>, %i: !torch.vtensor<[3,1],si64>, %j: !torch.vtensor<[2],si64>) -> !torch.vtensor<[3,2,6],f32> {
  %l = torch.prim.ListConstruct %i, %j : (!torch.vtensor<[3,1],si64>, !torch.vtensor<[2],si64>) -> !torch.list<vtensor>
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[9,10,6],f32>, !torch.list<vtensor> -> !torch.vtensor<[3,2,6],f32>
  return %0 : !torch.vtensor<[3,2,6],f32>
}

// -----

// Non-adjacent indexed dims: the broadcast dims come first.
// CHECK-DAG:   #[[I:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @index_split(
// CHECK:       linalg.generic {indexing_maps = [#[[I]], #[[I]], #{{.*}}], {{.*}} outs(%{{.*}} : tensor<3x10xf32>)
// CHECK:         %[[A:.*]] = arith.minsi
// CHECK:         %[[B:.*]] = linalg.index 1 : index
// CHECK:         %[[C:.*]] = arith.minsi
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

// The indexed dim is dynamic: its size and last index come from tensor.dim.
// CHECK-LABEL: func.func @index_dynamic_dim(
// CHECK:       %[[N:.*]] = tensor.dim %{{.*}}, %c0 : tensor<?x4xf32>
// CHECK:       %[[LAST:.*]] = arith.addi %[[N]], %c-1 : index
// CHECK:       linalg.generic {{.*}} ins(%{{.*}} : tensor<2xi32>) outs(%{{.*}} : tensor<2x4xf32>)
// CHECK:         arith.index_cast %{{.*}} : i32 to index
// CHECK:         arith.addi %{{.*}}, %[[N]] : index
// CHECK:         arith.minsi %{{.*}}, %[[LAST]] : index
func.func @index_dynamic_dim(%x: !torch.vtensor<[?,4],f32>, %i: !torch.vtensor<[2],si32>) -> !torch.vtensor<[2,4],f32> {
  %l = torch.prim.ListConstruct %i : (!torch.vtensor<[2],si32>) -> !torch.list<vtensor>
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[?,4],f32>, !torch.list<vtensor> -> !torch.vtensor<[2,4],f32>
  return %0 : !torch.vtensor<[2,4],f32>
}
