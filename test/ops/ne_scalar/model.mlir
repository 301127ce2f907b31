// ne_scalar: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],si64>) -> !torch.vtensor<[3,4],i1> {
    %int2 = torch.constant.int 2
    %0 = torch.aten.ne.Scalar %x, %int2 : !torch.vtensor<[3,4],si64>, !torch.int -> !torch.vtensor<[3,4],i1> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[3,4],i1>
  }
}
