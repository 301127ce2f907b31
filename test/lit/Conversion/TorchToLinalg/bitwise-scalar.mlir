// bitwise_or.Scalar and bitwise_xor.Scalar (core ATen) lower as
// bitwise_and.Scalar does: the scalar converted to the tensor's element
// type, one elementwise generic; the interpreter checks them on random
// inputs, with a dynamic dim and rank 0.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// CHECK-LABEL: func.func @or_scalar
// CHECK:         linalg.generic
// CHECK:           arith.ori {{.*}} : i64
func.func @or_scalar(%x: !torch.vtensor<[?,3],si64>) -> !torch.vtensor<[?,3],si64> {
  %int5 = torch.constant.int 5
  %0 = torch.aten.bitwise_or.Scalar %x, %int5 : !torch.vtensor<[?,3],si64>, !torch.int -> !torch.vtensor<[?,3],si64>
  return %0 : !torch.vtensor<[?,3],si64>
}

// -----

// CHECK-LABEL: func.func @xor_scalar_rank0
// CHECK:         linalg.generic
// CHECK:           arith.xori {{.*}} : i32
func.func @xor_scalar_rank0(%x: !torch.vtensor<[],si32>) -> !torch.vtensor<[],si32> {
  %int-3 = torch.constant.int -3
  %0 = torch.aten.bitwise_xor.Scalar %x, %int-3 : !torch.vtensor<[],si32>, !torch.int -> !torch.vtensor<[],si32>
  return %0 : !torch.vtensor<[],si32>
}

// -----

// CHECK-LABEL: func.func @or_scalar_bool
// CHECK:         arith.ori {{.*}} : i1
func.func @or_scalar_bool(%x: !torch.vtensor<[4],i1>) -> !torch.vtensor<[4],i1> {
  %true = torch.constant.bool true
  %0 = torch.aten.bitwise_or.Scalar %x, %true : !torch.vtensor<[4],i1>, !torch.bool -> !torch.vtensor<[4],i1>
  return %0 : !torch.vtensor<[4],i1>
}
