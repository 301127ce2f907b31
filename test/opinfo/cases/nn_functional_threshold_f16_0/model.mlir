// nn_functional_threshold_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f16>) -> !torch.vtensor<[],f16> {
    %float-2.644531e00 = torch.constant.float -2.644531e+00
    %float2.583984e00 = torch.constant.float 2.583984e+00
    %0 = torch.aten.threshold %tensors_0, %float-2.644531e00, %float2.583984e00 : !torch.vtensor<[],f16>, !torch.float, !torch.float -> !torch.vtensor<[],f16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f16>
  }
}
