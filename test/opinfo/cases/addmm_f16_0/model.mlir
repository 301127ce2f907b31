// addmm_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[2,3],f16>, %tensors_1: !torch.vtensor<[2,2],f16>, %tensors_2: !torch.vtensor<[2,3],f16>) -> !torch.vtensor<[2,3],f16> {
    %float2.000000e-01 = torch.constant.float 2.000000e-01
    %float6.000000e-01 = torch.constant.float 6.000000e-01
    %0 = torch.aten.addmm %tensors_0, %tensors_1, %tensors_2, %float2.000000e-01, %float6.000000e-01 : !torch.vtensor<[2,3],f16>, !torch.vtensor<[2,2],f16>, !torch.vtensor<[2,3],f16>, !torch.float, !torch.float -> !torch.vtensor<[2,3],f16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[2,3],f16>
  }
}
