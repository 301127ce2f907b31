// diff_bool_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1],i1>) -> !torch.vtensor<[1],i1> {
    %int0 = torch.constant.int 0
    %none = torch.constant.none
    %0 = torch.aten.diff %tensors_0, %int0, %int0, %none, %none : !torch.vtensor<[1],i1>, !torch.int, !torch.int, !torch.none, !torch.none -> !torch.vtensor<[1],i1> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[1],i1>
  }
}
