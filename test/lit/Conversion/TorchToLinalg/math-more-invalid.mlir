// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file -verify-diagnostics

// scatter_reduce.two with a reduction PyTorch does not have is not lowered.
func.func @scatter_reduce_unknown(%x: !torch.vtensor<[4],f32>, %i: !torch.vtensor<[4],si64>, %s: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %int0 = torch.constant.int 0
  %str = torch.constant.str "median"
  %false = torch.constant.bool false
  // expected-error @+1 {{failed to legalize operation 'torch.aten.scatter_reduce.two'}}
  %0 = torch.aten.scatter_reduce.two %x, %int0, %i, %s, %str, %false : !torch.vtensor<[4],f32>, !torch.int, !torch.vtensor<[4],si64>, !torch.vtensor<[4],f32>, !torch.str, !torch.bool -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

// -----

// A sequence of dynamic size has no unrolled search.
func.func @bucketize_dynamic(%x: !torch.vtensor<[3],f32>, %b: !torch.vtensor<[?],f32>) -> !torch.vtensor<[3],si64> {
  %false = torch.constant.bool false
  // expected-error @+1 {{failed to legalize operation 'torch.aten.bucketize.Tensor'}}
  %0 = torch.aten.bucketize.Tensor %x, %b, %false, %false : !torch.vtensor<[3],f32>, !torch.vtensor<[?],f32>, !torch.bool, !torch.bool -> !torch.vtensor<[3],si64>
  return %0 : !torch.vtensor<[3],si64>
}
