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

// -----

// The pooling forms lowered through pool.go's machinery: adaptive pools
// over 3 and 1 dims (with argmax offsets), max_pool1d_with_indices,
// max_pool3d.
// CHECK-LABEL: func.func @pools(
// CHECK-NOT: torch.aten.
func.func @pools(%x: !torch.vtensor<[1,2,5,4,6],f32>, %y: !torch.vtensor<[2,3,7],f32>) -> (!torch.vtensor<[1,2,2,3,4],f32>, !torch.vtensor<[1,2,2,3,4],f32>, !torch.vtensor<[1,2,2,3,4],si64>, !torch.vtensor<[2,3,3],f32>, !torch.vtensor<[2,3,3],si64>, !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,3,4],si64>, !torch.vtensor<[1,2,3,3,3],f32>) {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %s3 = torch.prim.ListConstruct %int2, %int3, %int4 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.adaptive_avg_pool3d %x, %s3 : !torch.vtensor<[1,2,5,4,6],f32>, !torch.list<int> -> !torch.vtensor<[1,2,2,3,4],f32>
  %1:2 = torch.aten.adaptive_max_pool3d %x, %s3 : !torch.vtensor<[1,2,5,4,6],f32>, !torch.list<int> -> !torch.vtensor<[1,2,2,3,4],f32>, !torch.vtensor<[1,2,2,3,4],si64>
  %s1 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
  %2:2 = torch.aten.adaptive_max_pool1d %y, %s1 : !torch.vtensor<[2,3,7],f32>, !torch.list<int> -> !torch.vtensor<[2,3,3],f32>, !torch.vtensor<[2,3,3],si64>
  %k = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
  %st = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %3:2 = torch.aten.max_pool1d_with_indices %y, %k, %st, %p, %d, %false : !torch.vtensor<[2,3,7],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,3,4],si64>
  %k3 = torch.prim.ListConstruct %int2, %int3, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %s33 = torch.prim.ListConstruct %int2, %int2, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %p3 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %d3 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %4 = torch.aten.max_pool3d %x, %k3, %s33, %p3, %d3, %true : !torch.vtensor<[1,2,5,4,6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,2,3,3,3],f32>
  return %0, %1#0, %1#1, %2#0, %2#1, %3#0, %3#1, %4 : !torch.vtensor<[1,2,2,3,4],f32>, !torch.vtensor<[1,2,2,3,4],f32>, !torch.vtensor<[1,2,2,3,4],si64>, !torch.vtensor<[2,3,3],f32>, !torch.vtensor<[2,3,3],si64>, !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,3,4],si64>, !torch.vtensor<[1,2,3,3,3],f32>
}
