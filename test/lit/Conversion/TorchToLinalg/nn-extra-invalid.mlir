// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file -verify-diagnostics

// one_hot with num_classes = -1 takes the class count from the data: not
// lowered.
func.func @one_hot_inferred(%x: !torch.vtensor<[3],si64>) -> !torch.vtensor<[3,?],si64> {
  %int-1 = torch.constant.int -1
  // expected-error @+1 {{failed to legalize operation 'torch.aten.one_hot'}}
  %0 = torch.aten.one_hot %x, %int-1 : !torch.vtensor<[3],si64>, !torch.int -> !torch.vtensor<[3,?],si64>
  return %0 : !torch.vtensor<[3,?],si64>
}

// -----

// The shifts are for integers; a bool shift (PyTorch has none) is not lowered.
func.func @shift_bool(%x: !torch.vtensor<[3],i1>, %y: !torch.vtensor<[3],i1>) -> !torch.vtensor<[3],i1> {
  // expected-error @+1 {{failed to legalize operation 'torch.aten.bitwise_left_shift.Tensor'}}
  %0 = torch.aten.bitwise_left_shift.Tensor %x, %y : !torch.vtensor<[3],i1>, !torch.vtensor<[3],i1> -> !torch.vtensor<[3],i1>
  return %0 : !torch.vtensor<[3],i1>
}

// -----

// A weight whose sizes contradict the inputs' static ones.
func.func @bilinear_mismatch(%a: !torch.vtensor<[2,3],f32>, %b: !torch.vtensor<[2,5],f32>, %w: !torch.vtensor<[4,3,2],f32>) -> !torch.vtensor<[2,4],f32> {
  %none = torch.constant.none
  // expected-error @+1 {{failed to legalize operation 'torch.aten.bilinear'}}
  %0 = torch.aten.bilinear %a, %b, %w, %none : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[4,3,2],f32>, !torch.none -> !torch.vtensor<[2,4],f32>
  return %0 : !torch.vtensor<[2,4],f32>
}

// -----

// frac is for floats.
func.func @frac_int(%x: !torch.vtensor<[3],si32>) -> !torch.vtensor<[3],si32> {
  // expected-error @+1 {{failed to legalize operation 'torch.aten.frac'}}
  %0 = torch.aten.frac %x : !torch.vtensor<[3],si32> -> !torch.vtensor<[3],si32>
  return %0 : !torch.vtensor<[3],si32>
}
