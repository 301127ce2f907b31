// RUN: strata-opt %s -split-input-file -verify-diagnostics | strata-opt -split-input-file | FileCheck %s
// RUN: strata-opt %s -split-input-file -verify-diagnostics --torch-decompose-complex-ops | FileCheck %s --check-prefix=DECOMP
// RUN: strata-opt %s -split-input-file -verify-diagnostics --strata-diff-check --torch-decompose-complex-ops -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIFF
// DIFF: differential check (seed 1): 1 of 1 functions compared after every pass (1 checks)

// A backward op's result that output_mask leaves out may be typed
// !torch.none (PyTorch returns None for it, and Torch-MLIR's importers type
// it so); the decomposition computes only the others.
// CHECK-LABEL: func.func @no_weight_grad(
// CHECK:         torch.aten.convolution_backward {{.*}} -> !torch.vtensor<[1,2,5],f32>, !torch.none, !torch.vtensor<[3],f32>
// DECOMP-LABEL: func.func @no_weight_grad(
// DECOMP-NOT:     torch.aten.convolution_backward
// DECOMP:         torch.aten.convolution
// DECOMP:         torch.aten.sum.dim_IntList
func.func @no_weight_grad(%dy: !torch.vtensor<[1,3,3],f32>, %x: !torch.vtensor<[1,2,5],f32>, %w: !torch.vtensor<[3,2,3],f32>) -> (!torch.vtensor<[1,2,5],f32>, !torch.vtensor<[3],f32>) {
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %bias = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
  %one = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %zero = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %mask = torch.prim.ListConstruct %true, %false, %true : (!torch.bool, !torch.bool, !torch.bool) -> !torch.list<bool>
  %dx, %dw, %db = torch.aten.convolution_backward %dy, %x, %w, %bias, %one, %zero, %one, %false, %zero, %int1, %mask : !torch.vtensor<[1,3,3],f32>, !torch.vtensor<[1,2,5],f32>, !torch.vtensor<[3,2,3],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int, !torch.list<bool> -> !torch.vtensor<[1,2,5],f32>, !torch.none, !torch.vtensor<[3],f32>
  return %dx, %db : !torch.vtensor<[1,2,5],f32>, !torch.vtensor<[3],f32>
}

// -----

// Rejected: a !torch.none result that the mask asks for.
func.func @none_but_computed(%dy: !torch.vtensor<[1,3,3],f32>, %x: !torch.vtensor<[1,2,5],f32>, %w: !torch.vtensor<[3,2,3],f32>) -> !torch.vtensor<[1,2,5],f32> {
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %one = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %zero = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %mask = torch.prim.ListConstruct %true, %true, %false : (!torch.bool, !torch.bool, !torch.bool) -> !torch.list<bool>
  // expected-error @+1 {{'torch.aten.convolution_backward' op result #1 is !torch.none, but output_mask[1] is true: the gradient is computed}}
  %dx, %dw, %db = torch.aten.convolution_backward %dy, %x, %w, %none, %one, %zero, %one, %false, %zero, %int1, %mask : !torch.vtensor<[1,3,3],f32>, !torch.vtensor<[1,2,5],f32>, !torch.vtensor<[3,2,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int, !torch.list<bool> -> !torch.vtensor<[1,2,5],f32>, !torch.none, !torch.none
  return %dx : !torch.vtensor<[1,2,5],f32>
}

// -----

// Rejected: an op without output_mask keeps its Tensor results.
func.func @no_mask(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  // expected-error @+1 {{'torch.aten.sort' op result #0 must be Any Torch tensor type}}
  %v, %i = torch.aten.sort %x, %int0, %false : !torch.vtensor<[2],f32>, !torch.int, !torch.bool -> !torch.none, !torch.vtensor<[2],si64>
  return %x : !torch.vtensor<[2],f32>
}
