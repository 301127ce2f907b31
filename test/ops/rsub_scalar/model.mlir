// rsub_scalar: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[4,8],f32>) -> !torch.vtensor<[4,8],f32> {
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %int1 = torch.constant.int 1
    %0 = torch.aten.rsub.Scalar %x, %float1.000000e00, %int1 : !torch.vtensor<[4,8],f32>, !torch.float, !torch.int -> !torch.vtensor<[4,8],f32> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[4,8],f32>
  }
}
