// index_put_bool_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],i1>, %tensors_1: !torch.vtensor<[1],si64>, %tensors_2: !torch.vtensor<[1,5],i1>) -> !torch.vtensor<[5,5],i1> {
    %0 = torch.prim.ListConstruct %tensors_1 : (!torch.vtensor<[1],si64>) -> !torch.list<vtensor>
    %false = torch.constant.bool false
    %1 = torch.aten.index_put %tensors_0, %0, %tensors_2, %false : !torch.vtensor<[5,5],i1>, !torch.list<vtensor>, !torch.vtensor<[1,5],i1>, !torch.bool -> !torch.vtensor<[5,5],i1> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[5,5],i1>
  }
}
