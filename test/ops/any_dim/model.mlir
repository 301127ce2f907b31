// any_dim: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],i1>) -> !torch.vtensor<[3],i1> {
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %0 = torch.aten.any.dim %x, %int1, %false : !torch.vtensor<[3,4],i1>, !torch.int, !torch.bool -> !torch.vtensor<[3],i1> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[3],i1>
  }
}
