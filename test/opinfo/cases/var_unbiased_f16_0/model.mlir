// var_unbiased_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],f16>) -> !torch.vtensor<[],f16> {
    %true = torch.constant.bool true
    %0 = torch.aten.var %tensors_0, %true : !torch.vtensor<[5,5],f16>, !torch.bool -> !torch.vtensor<[],f16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f16>
  }
}
