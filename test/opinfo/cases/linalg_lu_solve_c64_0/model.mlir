// linalg_lu_solve_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[3,3],complex<f32>>, %tensors_1: !torch.vtensor<[3],si32>, %tensors_2: !torch.vtensor<[3,0],complex<f32>>) -> !torch.vtensor<[3,0],complex<f32>> {
    %true = torch.constant.bool true
    %0 = torch.aten.linalg_lu_solve %tensors_0, %tensors_1, %tensors_2, %true, %true : !torch.vtensor<[3,3],complex<f32>>, !torch.vtensor<[3],si32>, !torch.vtensor<[3,0],complex<f32>>, !torch.bool, !torch.bool -> !torch.vtensor<[3,0],complex<f32>> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[3,0],complex<f32>>
  }
}
