// new_full_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],si64>) -> !torch.vtensor<[],si64> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %false = torch.constant.bool false
    %1 = torch.aten.new_full %tensors_0, %0, %int6, %none, %none, %none, %false : !torch.vtensor<[],si64>, !torch.list<int>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[],si64>
  }
}
