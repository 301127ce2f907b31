// all_dim_keepdim: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],i1>) -> !torch.vtensor<[1,4],i1> {
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %0 = torch.aten.all.dim %x, %int0, %true : !torch.vtensor<[3,4],i1>, !torch.int, !torch.bool -> !torch.vtensor<[1,4],i1> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[1,4],i1>
  }
}
