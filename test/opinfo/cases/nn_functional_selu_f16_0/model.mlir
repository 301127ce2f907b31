// nn_functional_selu_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[20],f16>) -> !torch.vtensor<[20],f16> {
    %0 = torch.aten.selu %tensors_0 : !torch.vtensor<[20],f16> -> !torch.vtensor<[20],f16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[20],f16>
  }
}
