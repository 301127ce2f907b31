// Lowered programs of this folder's convolution, scan, indexing and pooling
// lowerings run under the interpreter; the values are computed by hand.
// RUN: strata-opt %s --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)' -o %t.mlir
// RUN: strata-run %t.mlir --entry conv_transpose1d | FileCheck %s --check-prefix=CT
// RUN: strata-run %t.mlir --entry cumsum_cumprod | FileCheck %s --check-prefix=CUM
// RUN: strata-run %t.mlir --entry index_two | FileCheck %s --check-prefix=IDX
// RUN: strata-run %t.mlir --entry max_pool_indices | FileCheck %s --check-prefix=MP
// RUN: strata-run %t.mlir --entry adaptive_avg | FileCheck %s --check-prefix=AD

// x = [1, 2, 3] scattered by w = [1, 10] at stride 2: out[2i + j] += x[i] w[j]
// = [1, 10, 2, 20, 3, 30], one more for output_padding 1, plus the bias 0.5.
// CT:      sizes = [1, 1, 7]
// CT-NEXT: {{^\[\[\[}} 1.5, 10.5, 2.5, 20.5, 3.5, 30.5, 0.5]]]
func.func @conv_transpose1d() -> !torch.vtensor<[1,1,7],f32> {
  %x = torch.vtensor.literal(dense<[[[1.0, 2.0, 3.0]]]> : tensor<1x1x3xf32>) : !torch.vtensor<[1,1,3],f32>
  %w = torch.vtensor.literal(dense<[[[1.0, 10.0]]]> : tensor<1x1x2xf32>) : !torch.vtensor<[1,1,2],f32>
  %b = torch.vtensor.literal(dense<[0.5]> : tensor<1xf32>) : !torch.vtensor<[1],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %s = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %op = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.conv_transpose1d %x, %w, %b, %s, %p, %op, %int1, %d : !torch.vtensor<[1,1,3],f32>, !torch.vtensor<[1,1,2],f32>, !torch.vtensor<[1],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int, !torch.list<int> -> !torch.vtensor<[1,1,7],f32>
  return %0 : !torch.vtensor<[1,1,7],f32>
}

// cumprod over dim 0 of cumsum over dim 1 of [[1, 2, 3], [4, 5, 6]]:
// [[1, 3, 6], [4, 9, 15]], then [[1, 3, 6], [4, 27, 90]].
// CUM:      {{^\[\[}} 1, 3, 6],
// CUM-NEXT: {{^ \[}} 4, 27, 90]]
func.func @cumsum_cumprod() -> !torch.vtensor<[2,3],si64> {
  %x = torch.vtensor.literal(dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xsi64>) : !torch.vtensor<[2,3],si64>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %0 = torch.aten.cumsum %x, %int1, %none : !torch.vtensor<[2,3],si64>, !torch.int, !torch.none -> !torch.vtensor<[2,3],si64>
  %1 = torch.aten.cumprod %0, %int0, %none : !torch.vtensor<[2,3],si64>, !torch.int, !torch.none -> !torch.vtensor<[2,3],si64>
  return %1 : !torch.vtensor<[2,3],si64>
}

// x[[2, -3], [1, -1]] of x[i][j] = 10 i + j: x[2, 1] = 21, x[0, 2] = 2.
// IDX: [21, 2]
func.func @index_two() -> !torch.vtensor<[2],si64> {
  %x = torch.vtensor.literal(dense<[[0, 1, 2], [10, 11, 12], [20, 21, 22]]> : tensor<3x3xsi64>) : !torch.vtensor<[3,3],si64>
  %i = torch.vtensor.literal(dense<[2, -3]> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
  %j = torch.vtensor.literal(dense<[1, -1]> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
  %l = torch.prim.ListConstruct %i, %j : (!torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>) -> !torch.list<vtensor>
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[3,3],si64>, !torch.list<vtensor> -> !torch.vtensor<[2],si64>
  return %0 : !torch.vtensor<[2],si64>
}

// 2x2 windows at stride 1 of [[1, 5, 2], [7, 3, 9], [4, 8, 6]]: maxima
// [[7, 9], [8, 9]] at flat offsets [[3, 5], [7, 5]].
// MP:      {{^\[\[\[\[}}3, 5],
// MP-NEXT: {{^   \[}}7, 5]]]]
func.func @max_pool_indices() -> !torch.vtensor<[1,1,2,2],si64> {
  %x = torch.vtensor.literal(dense<[[[[1.0, 5.0, 2.0], [7.0, 3.0, 9.0], [4.0, 8.0, 6.0]]]]> : tensor<1x1x3x3xf32>) : !torch.vtensor<[1,1,3,3],f32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %k = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0:2 = torch.aten.max_pool2d_with_indices %x, %k, %s, %p, %s, %false : !torch.vtensor<[1,1,3,3],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,1,2,2],f32>, !torch.vtensor<[1,1,2,2],si64>
  return %0#1 : !torch.vtensor<[1,1,2,2],si64>
}

// 5 -> 3 adaptive windows of [1, 2, 3, 4, 5]: [0, 2), [1, 4), [3, 5), with
// means 1.5, 3 and 4.5.
// AD: {{^\[\[}}1.5, 3, 4.5]]
func.func @adaptive_avg() -> !torch.vtensor<[1,3],f32> {
  %x = torch.vtensor.literal(dense<[[1.0, 2.0, 3.0, 4.0, 5.0]]> : tensor<1x5xf32>) : !torch.vtensor<[1,5],f32>
  %int3 = torch.constant.int 3
  %os = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.adaptive_avg_pool1d %x, %os : !torch.vtensor<[1,5],f32>, !torch.list<int> -> !torch.vtensor<[1,3],f32>
  return %0 : !torch.vtensor<[1,3],f32>
}
