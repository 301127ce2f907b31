// char_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f16>) -> !torch.vtensor<[],si8> {
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.to.dtype %tensors_0, %int1, %false, %false, %none : !torch.vtensor<[],f16>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],si8> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],si8>
  }
}
