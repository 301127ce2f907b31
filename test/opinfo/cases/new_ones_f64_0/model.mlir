// new_ones_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f64>) -> !torch.vtensor<[],f64> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %none = torch.constant.none
    %false = torch.constant.bool false
    %1 = torch.aten.new_ones %tensors_0, %0, %none, %none, %none, %false : !torch.vtensor<[],f64>, !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],f64> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[],f64>
  }
}
