// masked_logsumexp_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],bf16>) -> !torch.vtensor<[],bf16> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.logsumexp %tensors_0, %0, %false : !torch.vtensor<[],bf16>, !torch.list<int>, !torch.bool -> !torch.vtensor<[],bf16> loc("python/strata/opinfo.py":110:0)
    %int15 = torch.constant.int 15
    %none = torch.constant.none
    %2 = torch.aten.to.dtype %1, %int15, %false, %false, %none : !torch.vtensor<[],bf16>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],bf16> loc("python/strata/opinfo.py":110:0)
    return %2 : !torch.vtensor<[],bf16>
  }
}
