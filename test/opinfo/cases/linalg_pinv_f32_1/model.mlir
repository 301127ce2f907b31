// linalg_pinv_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],f32>) -> !torch.vtensor<[5,5],f32> {
    %none = torch.constant.none
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %false = torch.constant.bool false
    %0 = torch.aten.linalg_pinv.atol_rtol_float %tensors_0, %none, %float1.000000e00, %false : !torch.vtensor<[5,5],f32>, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[5,5],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5,5],f32>
  }
}
