// full_like_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],bf16>) -> !torch.vtensor<[],bf16> {
    %float-5.687500e00 = torch.constant.float -5.687500e+00
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.full_like %tensors_0, %float-5.687500e00, %none, %none, %none, %false, %none : !torch.vtensor<[],bf16>, !torch.float, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],bf16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],bf16>
  }
}
