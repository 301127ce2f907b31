// nn_functional_adaptive_avg_pool1d_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[0,8,8],bf16>) -> !torch.vtensor<[0,8,5],bf16> {
    %int5 = torch.constant.int 5
    %0 = torch.prim.ListConstruct %int5 : (!torch.int) -> !torch.list<int>
    %1 = torch.aten.adaptive_avg_pool1d %tensors_0, %0 : !torch.vtensor<[0,8,8],bf16>, !torch.list<int> -> !torch.vtensor<[0,8,5],bf16> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[0,8,5],bf16>
  }
}
