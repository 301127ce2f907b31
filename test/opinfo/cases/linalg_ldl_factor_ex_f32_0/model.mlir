// linalg_ldl_factor_ex_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],f32>) -> (!torch.vtensor<[5,5],f32>, !torch.vtensor<[5],si32>, !torch.vtensor<[],si32>) {
    %false = torch.constant.bool false
    %0:3 = torch.aten.linalg_ldl_factor_ex %tensors_0, %false, %false : !torch.vtensor<[5,5],f32>, !torch.bool, !torch.bool -> !torch.vtensor<[5,5],f32>, !torch.vtensor<[5],si32>, !torch.vtensor<[],si32> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1, %0#2 : !torch.vtensor<[5,5],f32>, !torch.vtensor<[5],si32>, !torch.vtensor<[],si32>
  }
}
