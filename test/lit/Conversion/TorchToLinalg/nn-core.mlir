// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// Core ATen neural-network ops lowered directly (lowering/torchtolinalg/nn_core.go).

// _local_scalar_dense reads the one element and converts it to the
// scalar's builtin type: f32 extends to f64.
// CHECK-LABEL: func.func @local_scalar_float(
// CHECK: tensor.extract {{.*}} : tensor<1x1xf32>
// CHECK: arith.extf {{.*}} : f32 to f64
func.func @local_scalar_float(%x: !torch.vtensor<[1,1],f32>) -> !torch.float {
  %0 = torch.aten._local_scalar_dense %x : !torch.vtensor<[1,1],f32> -> !torch.float
  return %0 : !torch.float
}

// -----

// Rank 0, si32: sign-extends.
// CHECK-LABEL: func.func @local_scalar_i32(
// CHECK: tensor.extract {{.*}} : tensor<i32>
// CHECK: arith.extsi {{.*}} : i32 to i64
func.func @local_scalar_i32(%x: !torch.vtensor<[],si32>) -> !torch.int {
  %0 = torch.aten._local_scalar_dense %x : !torch.vtensor<[],si32> -> !torch.int
  return %0 : !torch.int
}

// -----

// A dynamic dim: the element count is asserted to be one.
// CHECK-LABEL: func.func @local_scalar_dynamic(
// CHECK: cf.assert
// CHECK: tensor.extract {{.*}} : tensor<?xi1>
func.func @local_scalar_dynamic(%x: !torch.vtensor<[?],i1>) -> !torch.bool {
  %0 = torch.aten._local_scalar_dense %x : !torch.vtensor<[?],i1> -> !torch.bool
  return %0 : !torch.bool
}
