// cummax_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],f16>) -> (!torch.vtensor<[5,5,5],f16>, !torch.vtensor<[5,5,5],si64>) {
    %int0 = torch.constant.int 0
    %0:2 = torch.aten.cummax %tensors_0, %int0 : !torch.vtensor<[5,5,5],f16>, !torch.int -> !torch.vtensor<[5,5,5],f16>, !torch.vtensor<[5,5,5],si64> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1 : !torch.vtensor<[5,5,5],f16>, !torch.vtensor<[5,5,5],si64>
  }
}
