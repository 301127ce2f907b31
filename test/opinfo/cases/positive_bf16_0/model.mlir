// positive_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[20,20],bf16>) -> !torch.vtensor<[20,20],bf16> {
    %0 = torch.aten.positive %tensors_0 : !torch.vtensor<[20,20],bf16> -> !torch.vtensor<[20,20],bf16> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %1 = torch.aten.clone %0, %none : !torch.vtensor<[20,20],bf16>, !torch.none -> !torch.vtensor<[20,20],bf16> loc("python/strata/opinfo.py":111:0)
    return %1 : !torch.vtensor<[20,20],bf16>
  }
}
