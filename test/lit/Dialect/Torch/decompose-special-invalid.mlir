// RUN: strata-opt %s --pass-pipeline='builtin.module(torch-decompose-complex-ops,torch-lower-to-backend-contract)' -split-input-file -verify-diagnostics

// An in-place special function on an integer self has no decomposition
// (PyTorch cannot cast its float result into self): the backend
// contract rejects it.
func.func @inplace_int(%x: !torch.vtensor<[],si64>) -> !torch.vtensor<[],si64> {
  // expected-error @+1 {{unsupported by backend contract: 'torch.aten.lgamma_' is not backend-legal}}
  %0 = torch.aten.lgamma_ %x : !torch.vtensor<[],si64> -> !torch.vtensor<[],si64>
  return %0 : !torch.vtensor<[],si64>
}
