// linalg_solve_ex_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],f32>, %tensors_1: !torch.vtensor<[5],f32>) -> (!torch.vtensor<[5],f32>, !torch.vtensor<[],si32>) {
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %0:2 = torch.aten.linalg_solve_ex %tensors_0, %tensors_1, %true, %false : !torch.vtensor<[5,5],f32>, !torch.vtensor<[5],f32>, !torch.bool, !torch.bool -> !torch.vtensor<[5],f32>, !torch.vtensor<[],si32> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1 : !torch.vtensor<[5],f32>, !torch.vtensor<[],si32>
  }
}
