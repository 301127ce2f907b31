// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// diagonal and unfold (views_more.go): one generic over the result,
// reading the input at computed positions; the second RUN line compares
// the loops with the torch semantics on random inputs.

// The first superdiagonal of a 3x4 matrix starts at (0, 1).
// CHECK-LABEL: func.func @diagonal_static(
// CHECK:       %[[E:.*]] = tensor.empty() : tensor<3xf32>
// CHECK:       linalg.generic {{.*}} outs(%[[E]] : tensor<3xf32>)
// CHECK:         %[[I:.*]] = linalg.index 0 : index
// CHECK:         %[[J:.*]] = arith.addi %[[I]], %{{.*}} : index
// CHECK:         tensor.extract %{{.*}}[%[[I]], %[[J]]] : tensor<3x4xf32>
func.func @diagonal_static(%x: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[3],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.aten.diagonal %x, %int1, %int0, %int1 : !torch.vtensor<[3,4],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}

// -----

// Dynamic diagonal dims: the length is max(min(n1 - 1, n2), 0), below the
// main diagonal, of dims given in reverse order; the batch dim is dynamic
// too.
// CHECK-LABEL: func.func @diagonal_dynamic(
// CHECK:       arith.minsi
// CHECK:       arith.maxsi
// CHECK:       tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xi64>
func.func @diagonal_dynamic(%x: !torch.vtensor<[?,?,?],si64>) -> !torch.vtensor<[?,?],si64> {
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %int-1 = torch.constant.int -1
  %0 = torch.aten.diagonal %x, %int-1, %int2, %int0 : !torch.vtensor<[?,?,?],si64>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,?],si64>
  return %0 : !torch.vtensor<[?,?],si64>
}

// -----

// An offset past the matrix gives an empty diagonal; bool elements.
// CHECK-LABEL: func.func @diagonal_empty(
// CHECK:       tensor.empty() : tensor<2x0xi1>
func.func @diagonal_empty(%x: !torch.vtensor<[2,3,2],i1>) -> !torch.vtensor<[2,0],i1> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int5 = torch.constant.int 5
  %0 = torch.aten.diagonal %x, %int5, %int1, %int2 : !torch.vtensor<[2,3,2],i1>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,0],i1>
  return %0 : !torch.vtensor<[2,0],i1>
}

// -----

// diag of a dynamic matrix is its diagonal.
// CHECK-LABEL: func.func @diag_dynamic(
// CHECK:       linalg.generic
func.func @diag_dynamic(%x: !torch.vtensor<[?,4],f64>) -> !torch.vtensor<[?],f64> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.aten.diagonal %x, %int0, %int0, %int1 : !torch.vtensor<[?,4],f64>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?],f64>
  return %0 : !torch.vtensor<[?],f64>
}

// -----

// Windows of 3 every 2 of 7 along dim 1: 3 of them, at 0, 2 and 4.
// CHECK-LABEL: func.func @unfold_static(
// CHECK:       %[[E:.*]] = tensor.empty() : tensor<2x3x3xf32>
// CHECK:       linalg.generic {{.*}} outs(%[[E]] : tensor<2x3x3xf32>)
// CHECK:         %[[W:.*]] = linalg.index 1 : index
// CHECK:         %[[S:.*]] = arith.muli %[[W]], %{{.*}} : index
// CHECK:         %[[J:.*]] = linalg.index 2 : index
// CHECK:         %[[P:.*]] = arith.addi %[[S]], %[[J]] : index
// CHECK:         tensor.extract %{{.*}}[%{{.*}}, %[[P]]] : tensor<2x7xf32>
func.func @unfold_static(%x: !torch.vtensor<[2,7],f32>) -> !torch.vtensor<[2,3,3],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %0 = torch.aten.unfold %x, %int1, %int3, %int2 : !torch.vtensor<[2,7],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,3,3],f32>
  return %0 : !torch.vtensor<[2,3,3],f32>
}

// -----

// Along a dynamic dim the number of windows is max(n - size + step, 0) /
// step; along dim 0 of a transposed matrix; a scalar's one window.
// CHECK-LABEL: func.func @unfold_dynamic(
// CHECK:       arith.maxsi
// CHECK:       arith.divsi
func.func @unfold_dynamic(%x: !torch.vtensor<[?,5],si64>, %y: !torch.vtensor<[7,?],f32>, %s: !torch.vtensor<[],i1>) -> (!torch.vtensor<[?,5,2],si64>, !torch.vtensor<[3,?,3],f32>, !torch.vtensor<[1],i1>, !torch.vtensor<[?,4,2],si64>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %0 = torch.aten.unfold %x, %int0, %int2, %int1 : !torch.vtensor<[?,5],si64>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,5,2],si64>
  %1 = torch.aten.unfold %y, %int0, %int3, %int2 : !torch.vtensor<[7,?],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3,?,3],f32>
  %2 = torch.aten.unfold %s, %int0, %int1, %int1 : !torch.vtensor<[],i1>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1],i1>
  %3 = torch.aten.unfold %x, %int1, %int2, %int1 : !torch.vtensor<[?,5],si64>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,4,2],si64>
  return %0, %1, %2, %3 : !torch.vtensor<[?,5,2],si64>, !torch.vtensor<[3,?,3],f32>, !torch.vtensor<[1],i1>, !torch.vtensor<[?,4,2],si64>
}
