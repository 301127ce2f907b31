// nn_functional_softplus_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[20],f16>) -> !torch.vtensor<[20],f16> {
    %int3 = torch.constant.int 3
    %float2.000000e-01 = torch.constant.float 2.000000e-01
    %0 = torch.aten.softplus %tensors_0, %int3, %float2.000000e-01 : !torch.vtensor<[20],f16>, !torch.int, !torch.float -> !torch.vtensor<[20],f16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[20],f16>
  }
}
