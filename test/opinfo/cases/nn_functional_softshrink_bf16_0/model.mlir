// nn_functional_softshrink_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],bf16>) -> !torch.vtensor<[5,5],bf16> {
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %0 = torch.aten.softshrink %tensors_0, %float0.000000e00 : !torch.vtensor<[5,5],bf16>, !torch.float -> !torch.vtensor<[5,5],bf16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5,5],bf16>
  }
}
