// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file -verify-diagnostics

// polygamma and mvlgamma are lowered for a constant order only.
func.func @polygamma_dynamic_n(%x: !torch.vtensor<[4],f32>, %n: !torch.int) -> !torch.vtensor<[4],f32> {
  // expected-error @+1 {{failed to legalize operation 'torch.aten.polygamma'}}
  %0 = torch.aten.polygamma %n, %x : !torch.int, !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

// -----

func.func @mvlgamma_dynamic_p(%x: !torch.vtensor<[4],f32>, %p: !torch.int) -> !torch.vtensor<[4],f32> {
  // expected-error @+1 {{failed to legalize operation 'torch.aten.mvlgamma'}}
  %0 = torch.aten.mvlgamma %x, %p : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

// -----

// A negative order is PyTorch's error; it is not lowered.
func.func @polygamma_negative_n(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %int-1 = torch.constant.int -1
  // expected-error @+1 {{failed to legalize operation 'torch.aten.polygamma'}}
  %0 = torch.aten.polygamma %int-1, %x : !torch.int, !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

// -----

// A logit eps that is not a constant.
func.func @logit_dynamic_eps(%x: !torch.vtensor<[4],f32>, %eps: !torch.float) -> !torch.vtensor<[4],f32> {
  // expected-error @+1 {{failed to legalize operation 'torch.aten.logit'}}
  %0 = torch.aten.logit %x, %eps : !torch.vtensor<[4],f32>, !torch.float -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

// -----

// mvlgamma rejects bool tensors.
func.func @mvlgamma_bool(%x: !torch.vtensor<[4],i1>) -> !torch.vtensor<[4],f32> {
  %int2 = torch.constant.int 2
  // expected-error @+1 {{failed to legalize operation 'torch.aten.mvlgamma'}}
  %0 = torch.aten.mvlgamma %x, %int2 : !torch.vtensor<[4],i1>, !torch.int -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

// -----

// PyTorch's Bessel, Airy, zeta and polynomial kernels exist for float32
// and float64 only; f16 and bf16 are not lowered.
func.func @bessel_f16(%x: !torch.vtensor<[4],f16>) -> !torch.vtensor<[4],f16> {
  // expected-error @+1 {{failed to legalize operation 'torch.aten.special_bessel_j0'}}
  %0 = torch.aten.special_bessel_j0 %x : !torch.vtensor<[4],f16> -> !torch.vtensor<[4],f16>
  return %0 : !torch.vtensor<[4],f16>
}

// -----

func.func @chebyshev_bf16(%x: !torch.vtensor<[4],bf16>, %n: !torch.vtensor<[4],bf16>) -> !torch.vtensor<[4],bf16> {
  // expected-error @+1 {{failed to legalize operation 'torch.aten.special_chebyshev_polynomial_t'}}
  %0 = torch.aten.special_chebyshev_polynomial_t %x, %n : !torch.vtensor<[4],bf16>, !torch.vtensor<[4],bf16> -> !torch.vtensor<[4],bf16>
  return %0 : !torch.vtensor<[4],bf16>
}
