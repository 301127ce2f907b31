// aminmax_bool_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],i1>) -> (!torch.vtensor<[],i1>, !torch.vtensor<[],i1>) {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0:2 = torch.aten.aminmax %tensors_0, %none, %false : !torch.vtensor<[5,5,5],i1>, !torch.none, !torch.bool -> !torch.vtensor<[],i1>, !torch.vtensor<[],i1> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1 : !torch.vtensor<[],i1>, !torch.vtensor<[],i1>
  }
}
