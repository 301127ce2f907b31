// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file -verify-diagnostics

// The core transforms are not lowered on inputs they do not take (a real
// input to c2c, a complex one to r2c), with a non-constant dim list or a
// repeated dim.
func.func @c2c_real(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],complex<f32>> {
  %int0 = torch.constant.int 0
  %true = torch.constant.bool true
  %d = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  // expected-error @+1 {{failed to legalize operation 'torch.aten._fft_c2c'}}
  %0 = torch.aten._fft_c2c %x, %d, %int0, %true : !torch.vtensor<[4],f32>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[4],complex<f32>>
  return %0 : !torch.vtensor<[4],complex<f32>>
}

// -----

func.func @r2c_complex(%x: !torch.vtensor<[4],complex<f32>>) -> !torch.vtensor<[3],complex<f32>> {
  %int0 = torch.constant.int 0
  %true = torch.constant.bool true
  %d = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  // expected-error @+1 {{failed to legalize operation 'torch.aten._fft_r2c'}}
  %0 = torch.aten._fft_r2c %x, %d, %int0, %true : !torch.vtensor<[4],complex<f32>>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[3],complex<f32>>
  return %0 : !torch.vtensor<[3],complex<f32>>
}

// -----

func.func @c2r_repeated_dim(%x: !torch.vtensor<[3,4],complex<f32>>) -> !torch.vtensor<[3,6],f32> {
  %int1 = torch.constant.int 1
  %int6 = torch.constant.int 6
  %int0 = torch.constant.int 0
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{failed to legalize operation 'torch.aten._fft_c2r'}}
  %0 = torch.aten._fft_c2r %x, %d, %int0, %int6 : !torch.vtensor<[3,4],complex<f32>>, !torch.list<int>, !torch.int, !torch.int -> !torch.vtensor<[3,6],f32>
  return %0 : !torch.vtensor<[3,6],f32>
}
