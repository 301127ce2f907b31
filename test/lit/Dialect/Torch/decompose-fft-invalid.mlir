// RUN: strata-opt %s --pass-pipeline='builtin.module(torch-decompose-complex-ops,torch-lower-to-backend-contract)' -split-input-file -verify-diagnostics

// torch.fft's decompositions decline what PyTorch rejects (a rank-0
// input has no dim to transform; rfft takes real inputs; float16 is not
// supported on the CPU) and a size to pad or trim a dynamic dim to: the
// backend contract rejects the op.
func.func @fft_rank0(%x: !torch.vtensor<[],f32>) -> !torch.vtensor<[],complex<f32>> {
  %int-1 = torch.constant.int -1
  %none = torch.constant.none
  // expected-error @+1 {{unsupported by backend contract: 'torch.aten.fft_fft' is not backend-legal}}
  %0 = torch.aten.fft_fft %x, %none, %int-1, %none : !torch.vtensor<[],f32>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[],complex<f32>>
  return %0 : !torch.vtensor<[],complex<f32>>
}

// -----

func.func @rfft_complex(%x: !torch.vtensor<[4],complex<f32>>) -> !torch.vtensor<[3],complex<f32>> {
  %int-1 = torch.constant.int -1
  %none = torch.constant.none
  // expected-error @+1 {{unsupported by backend contract: 'torch.aten.fft_rfft' is not backend-legal}}
  %0 = torch.aten.fft_rfft %x, %none, %int-1, %none : !torch.vtensor<[4],complex<f32>>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[3],complex<f32>>
  return %0 : !torch.vtensor<[3],complex<f32>>
}

// -----

func.func @fft_f16(%x: !torch.vtensor<[4],f16>) -> !torch.vtensor<[4],complex<f16>> {
  %int-1 = torch.constant.int -1
  %none = torch.constant.none
  // expected-error @+1 {{unsupported by backend contract: 'torch.aten.fft_fft' is not backend-legal}}
  %0 = torch.aten.fft_fft %x, %none, %int-1, %none : !torch.vtensor<[4],f16>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[4],complex<f16>>
  return %0 : !torch.vtensor<[4],complex<f16>>
}

// -----

func.func @fft_n_dynamic(%x: !torch.vtensor<[?],f32>) -> !torch.vtensor<[8],complex<f32>> {
  %int8 = torch.constant.int 8
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  // expected-error @+1 {{unsupported by backend contract: 'torch.aten.fft_fft' is not backend-legal}}
  %0 = torch.aten.fft_fft %x, %int8, %int0, %none : !torch.vtensor<[?],f32>, !torch.int, !torch.int, !torch.none -> !torch.vtensor<[8],complex<f32>>
  return %0 : !torch.vtensor<[8],complex<f32>>
}
