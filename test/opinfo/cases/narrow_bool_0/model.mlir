// narrow_bool_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],i1>) -> !torch.vtensor<[5,2,5],i1> {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %0 = torch.aten.narrow %tensors_0, %int1, %int2, %int2 : !torch.vtensor<[5,5,5],i1>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[5,2,5],i1> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %1 = torch.aten.clone %0, %none : !torch.vtensor<[5,2,5],i1>, !torch.none -> !torch.vtensor<[5,2,5],i1> loc("python/strata/opinfo.py":111:0)
    return %1 : !torch.vtensor<[5,2,5],i1>
  }
}
