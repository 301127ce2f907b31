// bmm_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[10,5,10],f16>, %tensors_1: !torch.vtensor<[10,10,5],f16>) -> !torch.vtensor<[10,5,5],f16> {
    %0 = torch.aten.bmm %tensors_0, %tensors_1 : !torch.vtensor<[10,5,10],f16>, !torch.vtensor<[10,10,5],f16> -> !torch.vtensor<[10,5,5],f16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[10,5,5],f16>
  }
}
