// linalg_solve_triangular_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[3,3],f32>, %tensors_1: !torch.vtensor<[3,1],f32>) -> !torch.vtensor<[3,1],f32> {
    %true = torch.constant.bool true
    %0 = torch.aten.linalg_solve_triangular %tensors_0, %tensors_1, %true, %true, %true : !torch.vtensor<[3,3],f32>, !torch.vtensor<[3,1],f32>, !torch.bool, !torch.bool, !torch.bool -> !torch.vtensor<[3,1],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[3,1],f32>
  }
}
