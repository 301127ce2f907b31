// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file -verify-diagnostics

// Every op without a lowering is reported at once, at its location.
func.func @two_unsupported(%a: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  // expected-error @+1 {{failed to legalize operation 'torch.aten.nonzero'}}
  %1 = torch.aten.nonzero %a : !torch.vtensor<[4],f32> -> !torch.vtensor<[?,1],si64>
  %2 = torch.aten.relu %a : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  // expected-error @+1 {{failed to legalize operation 'torch.aten.flip'}}
  %3 = torch.aten.flip %2, %0 : !torch.vtensor<[4],f32>, !torch.list<int> -> !torch.vtensor<[4],f32>
  return %3 : !torch.vtensor<[4],f32>
}

// -----

// A lowering that does not apply (a non-constant dim) is reported too.
func.func @dynamic_dim(%a: !torch.vtensor<[4,4],f32>, %d: !torch.int) -> !torch.vtensor<[4,4],f32> {
  %false = torch.constant.bool false
  // expected-error @+1 {{failed to legalize operation 'torch.aten._softmax'}}
  %0 = torch.aten._softmax %a, %d, %false : !torch.vtensor<[4,4],f32>, !torch.int, !torch.bool -> !torch.vtensor<[4,4],f32>
  return %0 : !torch.vtensor<[4,4],f32>
}

// -----

// A boolean mask index selects a data-dependent number of elements.
func.func @index_bool_mask(%x: !torch.vtensor<[4,3],f32>, %m: !torch.vtensor<[4],i1>) -> !torch.vtensor<[?,3],f32> {
  %l = torch.prim.ListConstruct %m : (!torch.vtensor<[4],i1>) -> !torch.list<vtensor>
  // expected-error @+1 {{failed to legalize operation 'torch.aten.index.Tensor'}}
  %0 = torch.aten.index.Tensor %x, %l : !torch.vtensor<[4,3],f32>, !torch.list<vtensor> -> !torch.vtensor<[?,3],f32>
  return %0 : !torch.vtensor<[?,3],f32>
}

// -----

// A scan along a dim known only at run time.
func.func @cumsum_dynamic_dim(%x: !torch.vtensor<[4,3],f32>, %d: !torch.int) -> !torch.vtensor<[4,3],f32> {
  %none = torch.constant.none
  // expected-error @+1 {{failed to legalize operation 'torch.aten.cumsum'}}
  %0 = torch.aten.cumsum %x, %d, %none : !torch.vtensor<[4,3],f32>, !torch.int, !torch.none -> !torch.vtensor<[4,3],f32>
  return %0 : !torch.vtensor<[4,3],f32>
}

// -----

// A convolution whose kernel size is dynamic has no static window.
func.func @conv1d_dynamic_kernel(%x: !torch.vtensor<[1,3,10],f32>, %w: !torch.vtensor<[4,3,?],f32>) -> !torch.vtensor<[1,4,?],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  // expected-error @+1 {{failed to legalize operation 'torch.aten.conv1d'}}
  %0 = torch.aten.conv1d %x, %w, %none, %s, %p, %s, %int1 : !torch.vtensor<[1,3,10],f32>, !torch.vtensor<[4,3,?],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,?],f32>
  return %0 : !torch.vtensor<[1,4,?],f32>
}

// -----

// dropout in training is random: only inference (train false) lowers.
func.func @dropout_train(%a: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %p = torch.constant.float 5.000000e-01
  %true = torch.constant.bool true
  // expected-error @+1 {{failed to legalize operation 'torch.aten.dropout'}}
  %0 = torch.aten.dropout %a, %p, %true : !torch.vtensor<[4],f32>, !torch.float, !torch.bool -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

// -----

// as_strided reaching past its input's storage is not lowered (PyTorch
// rejects it).
func.func @as_strided_out_of_storage(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[2,2],f32> {
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %0 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.prim.ListConstruct %int3, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %none = torch.constant.none
  // expected-error @+1 {{failed to legalize operation 'torch.aten.as_strided'}}
  %2 = torch.aten.as_strided %x, %0, %1, %none : !torch.vtensor<[4],f32>, !torch.list<int>, !torch.list<int>, !torch.none -> !torch.vtensor<[2,2],f32>
  return %2 : !torch.vtensor<[2,2],f32>
}
