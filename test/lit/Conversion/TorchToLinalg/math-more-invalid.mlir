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
