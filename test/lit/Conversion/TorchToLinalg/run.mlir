// Lowered programs run under the interpreter; the values are computed by hand.
// RUN: strata-opt %s --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)' -o %t.mlir
// RUN: strata-run %t.mlir --entry broadcast_add | FileCheck %s --check-prefix=ADD
// RUN: strata-run %t.mlir --entry matmul_relu | FileCheck %s --check-prefix=MM
// RUN: strata-run %t.mlir --entry softmax | FileCheck %s --check-prefix=SM
// RUN: strata-run %t.mlir --entry argmax_view | FileCheck %s --check-prefix=ARG

// [[1,2,3],[4,5,6]] + 10 * [1,0,-1] = [[11,2,-7],[14,5,-4]]
// ADD:      sizes = [2, 3]
// ADD:      [11,   2,   -7],
// ADD-NEXT: [14,   5,   -4]
func.func @broadcast_add() -> !torch.vtensor<[2,3],f32> {
  %a = torch.vtensor.literal(dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>) : !torch.vtensor<[2,3],f32>
  %b = torch.vtensor.literal(dense<[1.0, 0.0, -1.0]> : tensor<3xf32>) : !torch.vtensor<[3],f32>
  %int10 = torch.constant.int 10
  %0 = torch.aten.add.Tensor %a, %b, %int10 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}

// relu([[1,2],[3,4]] @ [[1,-1],[-1,-1]]) = relu([[-1,-3],[-1,-7]]) = 0; plus bias [5, 6]
// MM:      [5,   6],
// MM-NEXT: [5,   6]
func.func @matmul_relu() -> !torch.vtensor<[2,2],f32> {
  %a = torch.vtensor.literal(dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>) : !torch.vtensor<[2,2],f32>
  %b = torch.vtensor.literal(dense<[[1.0, -1.0], [-1.0, -1.0]]> : tensor<2x2xf32>) : !torch.vtensor<[2,2],f32>
  %c = torch.vtensor.literal(dense<[5.0, 6.0]> : tensor<2xf32>) : !torch.vtensor<[2],f32>
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],f32> -> !torch.vtensor<[2,2],f32>
  %1 = torch.aten.relu %0 : !torch.vtensor<[2,2],f32> -> !torch.vtensor<[2,2],f32>
  %int1 = torch.constant.int 1
  %2 = torch.aten.add.Tensor %1, %c, %int1 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor<[2,2],f32>
  return %2 : !torch.vtensor<[2,2],f32>
}

// softmax([0, ln 3]) = [1/4, 3/4]
// SM: [0.25,  0.75]
func.func @softmax() -> !torch.vtensor<[2],f32> {
  %a = torch.vtensor.literal(dense<[0.0, 1.09861228867]> : tensor<2xf32>) : !torch.vtensor<[2],f32>
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %0 = torch.aten._softmax %a, %int0, %false : !torch.vtensor<[2],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}

// argmax over rows of view([5, 1, 4, 1, 2, 9], [2, 3]) = [0, 2]
// ARG: [0, 2]
func.func @argmax_view() -> !torch.vtensor<[2],si64> {
  %a = torch.vtensor.literal(dense<[5, 1, 4, 1, 2, 9]> : tensor<6xsi64>) : !torch.vtensor<[6],si64>
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %l = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.view %a, %l : !torch.vtensor<[6],si64>, !torch.list<int> -> !torch.vtensor<[2,3],si64>
  %1 = torch.aten.argmax %0, %int1, %false : !torch.vtensor<[2,3],si64>, !torch.int, !torch.bool -> !torch.vtensor<[2],si64>
  return %1 : !torch.vtensor<[2],si64>
}
