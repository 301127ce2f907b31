// pow_scalar_base: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[16],f32>) -> !torch.vtensor<[16],f32> {
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %0 = torch.aten.pow.Scalar %float2.000000e00, %x : !torch.float, !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[16],f32>
  }
}
