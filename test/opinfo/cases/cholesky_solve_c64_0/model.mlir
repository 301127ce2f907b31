// cholesky_solve_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[0,0],complex<f32>>, %tensors_1: !torch.vtensor<[0,0],complex<f32>>) -> !torch.vtensor<[0,0],complex<f32>> {
    %false = torch.constant.bool false
    %0 = torch.aten.cholesky_solve %tensors_0, %tensors_1, %false : !torch.vtensor<[0,0],complex<f32>>, !torch.vtensor<[0,0],complex<f32>>, !torch.bool -> !torch.vtensor<[0,0],complex<f32>> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[0,0],complex<f32>>
  }
}
