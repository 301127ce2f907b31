// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file -verify-diagnostics

// PyTorch defines no order on complex numbers: maximum stays unlowered.
func.func @maximum(%a: !torch.vtensor<[4],complex<f32>>, %b: !torch.vtensor<[4],complex<f32>>) -> !torch.vtensor<[4],complex<f32>> {
  // expected-error @+1 {{failed to legalize operation 'torch.aten.maximum'}}
  %0 = torch.aten.maximum %a, %b : !torch.vtensor<[4],complex<f32>>, !torch.vtensor<[4],complex<f32>> -> !torch.vtensor<[4],complex<f32>>
  return %0 : !torch.vtensor<[4],complex<f32>>
}

// -----

// Nor an ordering comparison, even against a real tensor.
func.func @lt(%a: !torch.vtensor<[4],complex<f32>>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],i1> {
  // expected-error @+1 {{failed to legalize operation 'torch.aten.lt.Tensor'}}
  %0 = torch.aten.lt.Tensor %a, %b : !torch.vtensor<[4],complex<f32>>, !torch.vtensor<[4],f32> -> !torch.vtensor<[4],i1>
  return %0 : !torch.vtensor<[4],i1>
}
