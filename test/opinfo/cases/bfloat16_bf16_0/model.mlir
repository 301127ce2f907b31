// bfloat16_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],bf16>) -> !torch.vtensor<[],bf16> {
    %int15 = torch.constant.int 15
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.to.dtype %tensors_0, %int15, %false, %false, %none : !torch.vtensor<[],bf16>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],bf16> loc("python/strata/opinfo.py":110:0)
    %1 = torch.aten.clone %0, %none : !torch.vtensor<[],bf16>, !torch.none -> !torch.vtensor<[],bf16> loc("python/strata/opinfo.py":111:0)
    return %1 : !torch.vtensor<[],bf16>
  }
}
