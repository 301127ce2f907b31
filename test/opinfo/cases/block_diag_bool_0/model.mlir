// block_diag_bool_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,5],i1>, %tensors_1: !torch.vtensor<[2,5],i1>, %tensors_2: !torch.vtensor<[3,5],i1>) -> !torch.vtensor<[6,15],i1> {
    %0 = torch.prim.ListConstruct %tensors_0, %tensors_1, %tensors_2 : (!torch.vtensor<[1,5],i1>, !torch.vtensor<[2,5],i1>, !torch.vtensor<[3,5],i1>) -> !torch.list<vtensor>
    %1 = torch.aten.block_diag %0 : !torch.list<vtensor> -> !torch.vtensor<[6,15],i1> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[6,15],i1>
  }
}
