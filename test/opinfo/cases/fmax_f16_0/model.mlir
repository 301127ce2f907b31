// fmax_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f16>, %tensors_1: !torch.vtensor<[],f16>) -> !torch.vtensor<[],f16> {
    %0 = torch.aten.fmax %tensors_0, %tensors_1 : !torch.vtensor<[],f16>, !torch.vtensor<[],f16> -> !torch.vtensor<[],f16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f16>
  }
}
