// masked_amax_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],si64>) -> !torch.vtensor<[],si64> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.amax %tensors_0, %0, %false : !torch.vtensor<[],si64>, !torch.list<int>, !torch.bool -> !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    %int4 = torch.constant.int 4
    %none = torch.constant.none
    %2 = torch.aten.to.dtype %1, %int4, %false, %false, %none : !torch.vtensor<[],si64>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    return %2 : !torch.vtensor<[],si64>
  }
}
