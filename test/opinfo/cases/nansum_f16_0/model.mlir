// nansum_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f16>) -> !torch.vtensor<[],f16> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.nansum %tensors_0, %none, %false, %none : !torch.vtensor<[],f16>, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f16>
  }
}
