// expand_copy_bool_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,1,1],i1>) -> !torch.vtensor<[5,5,5],i1> {
    %int5 = torch.constant.int 5
    %0 = torch.prim.ListConstruct %int5, %int5, %int5 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.expand_copy %tensors_0, %0, %false : !torch.vtensor<[5,1,1],i1>, !torch.list<int>, !torch.bool -> !torch.vtensor<[5,5,5],i1> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[5,5,5],i1>
  }
}
