// nn_functional_avg_pool1d_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[2,3,9],bf16>) -> !torch.vtensor<[2,3,3],bf16> {
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %int0 = torch.constant.int 0
    %2 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %true = torch.constant.bool true
    %3 = torch.aten.avg_pool1d %tensors_0, %0, %1, %2, %false, %true : !torch.vtensor<[2,3,9],bf16>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[2,3,3],bf16> loc("python/strata/opinfo.py":110:0)
    return %3 : !torch.vtensor<[2,3,3],bf16>
  }
}
