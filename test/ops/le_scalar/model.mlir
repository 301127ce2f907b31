// le_scalar: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[6],f32>) -> !torch.vtensor<[6],i1> {
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %0 = torch.aten.le.Scalar %x, %float0.000000e00 : !torch.vtensor<[6],f32>, !torch.float -> !torch.vtensor<[6],i1> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[6],i1>
  }
}
