// stack_bool_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[3,4],i1>) -> !torch.vtensor<[3,4,1],i1> {
    %0 = torch.prim.ListConstruct %tensors_0 : (!torch.vtensor<[3,4],i1>) -> !torch.list<vtensor>
    %int-1 = torch.constant.int -1
    %1 = torch.aten.stack %0, %int-1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[3,4,1],i1> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[3,4,1],i1>
  }
}
