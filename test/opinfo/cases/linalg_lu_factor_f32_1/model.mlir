// linalg_lu_factor_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[4,5],f32>) -> (!torch.vtensor<[4,5],f32>, !torch.vtensor<[4],si32>) {
    %true = torch.constant.bool true
    %0:2 = torch.aten.linalg_lu_factor %tensors_0, %true : !torch.vtensor<[4,5],f32>, !torch.bool -> !torch.vtensor<[4,5],f32>, !torch.vtensor<[4],si32> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1 : !torch.vtensor<[4,5],f32>, !torch.vtensor<[4],si32>
  }
}
