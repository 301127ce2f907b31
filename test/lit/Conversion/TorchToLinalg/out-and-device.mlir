// atan2.out on value tensors is atan2 with the out operand's type, and
// to.device is to.dtype (a compiled program runs on one device); both
// decompose, so the backend contract holds them no more. The
// differential check runs the torch interpreter against the loops, with
// a dynamic dim and rank 0.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(torch-decompose-complex-ops))' -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(func.func(torch-decompose-complex-ops),torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// CHECK-LABEL: func.func @atan2_out
// CHECK:         %[[R:.*]] = torch.aten.atan2 %arg0, %arg1 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[?,4],f32>
// CHECK-NOT:     atan2.out
// CHECK:         return %[[R]]
func.func @atan2_out(%y: !torch.vtensor<[?,4],f32>, %x: !torch.vtensor<[4],f32>, %out: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,4],f32> {
  %0 = torch.aten.atan2.out %y, %x, %out : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[?,4],f32> -> !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}

// -----

// CHECK-LABEL: func.func @atan2_out_rank0
// CHECK:         torch.aten.atan2 %arg0, %arg1 : !torch.vtensor<[],f64>, !torch.vtensor<[],f64> -> !torch.vtensor<[],f64>
func.func @atan2_out_rank0(%y: !torch.vtensor<[],f64>, %x: !torch.vtensor<[],f64>, %out: !torch.vtensor<[],f64>) -> !torch.vtensor<[],f64> {
  %0 = torch.aten.atan2.out %y, %x, %out : !torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[],f64> -> !torch.vtensor<[],f64>
  return %0 : !torch.vtensor<[],f64>
}

// -----

// CHECK-LABEL: func.func @to_device
// CHECK:         torch.aten.to.dtype %arg0, %{{.*}}, %false, %false, %none : !torch.vtensor<[?,3],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[?,3],f16>
// CHECK-NOT:     to.device
func.func @to_device(%x: !torch.vtensor<[?,3],f32>) -> !torch.vtensor<[?,3],f16> {
  %cpu = torch.constant.device "cpu"
  %int5 = torch.constant.int 5
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0 = torch.aten.to.device %x, %cpu, %int5, %false, %false, %none : !torch.vtensor<[?,3],f32>, !torch.Device, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[?,3],f16>
  return %0 : !torch.vtensor<[?,3],f16>
}
