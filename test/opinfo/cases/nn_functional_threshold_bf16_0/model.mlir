// nn_functional_threshold_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],bf16>) -> !torch.vtensor<[],bf16> {
    %float5.843750e00 = torch.constant.float 5.843750e+00
    %float-6.312500e00 = torch.constant.float -6.312500e+00
    %0 = torch.aten.threshold %tensors_0, %float5.843750e00, %float-6.312500e00 : !torch.vtensor<[],bf16>, !torch.float, !torch.float -> !torch.vtensor<[],bf16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],bf16>
  }
}
