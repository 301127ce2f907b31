// diagonal_copy_bool_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],i1>) -> !torch.vtensor<[5],i1> {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %0 = torch.aten.diagonal_copy %tensors_0, %int0, %int0, %int1 : !torch.vtensor<[5,5],i1>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[5],i1> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5],i1>
  }
}
