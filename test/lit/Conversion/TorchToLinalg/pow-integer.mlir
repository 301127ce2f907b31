// Integer pow lowers to math.ipowi in the generic's body; unsigned dtypes
// compute at twice the width (math.ipowi reads its operands signed, and
// an exponent of the top half would be negative), then truncate. The
// differential check runs the torch interpreter against the loops, with
// a dynamic dim and rank 0; the CPU lowering of math.ipowi is
// convert-math-to-funcs.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-seed=3 --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// CHECK-LABEL: func.func @pow_u8
// CHECK:         linalg.generic
// CHECK:           arith.extui %{{.*}} : i8 to i16
// CHECK:           arith.extui %{{.*}} : i8 to i16
// CHECK:           math.ipowi %{{.*}}, %{{.*}} : i16
// CHECK:           arith.trunci %{{.*}} : i16 to i8
func.func @pow_u8(%x: !torch.vtensor<[?,5],ui8>, %y: !torch.vtensor<[?,5],ui8>) -> !torch.vtensor<[?,5],ui8> {
  %0 = torch.aten.pow.Tensor_Tensor %x, %y : !torch.vtensor<[?,5],ui8>, !torch.vtensor<[?,5],ui8> -> !torch.vtensor<[?,5],ui8>
  return %0 : !torch.vtensor<[?,5],ui8>
}

// -----

// CHECK-LABEL: func.func @pow_i64_scalar
// CHECK:         linalg.generic
// CHECK:           math.ipowi %{{.*}}, %{{.*}} : i64
// CHECK-NOT:       arith.extui
func.func @pow_i64_scalar(%x: !torch.vtensor<[?],si64>) -> !torch.vtensor<[?],si64> {
  %int3 = torch.constant.int 3
  %0 = torch.aten.pow.Tensor_Scalar %x, %int3 : !torch.vtensor<[?],si64>, !torch.int -> !torch.vtensor<[?],si64>
  return %0 : !torch.vtensor<[?],si64>
}

// -----

// CHECK-LABEL: func.func @pow_i32_rank0
// CHECK:         math.ipowi %{{.*}}, %{{.*}} : i32
func.func @pow_i32_rank0(%x: !torch.vtensor<[],si32>, %y: !torch.vtensor<[],si32>) -> !torch.vtensor<[],si32> {
  %0 = torch.aten.pow.Tensor_Tensor %x, %y : !torch.vtensor<[],si32>, !torch.vtensor<[],si32> -> !torch.vtensor<[],si32>
  return %0 : !torch.vtensor<[],si32>
}
