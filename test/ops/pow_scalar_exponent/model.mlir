// pow_scalar_exponent: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[4,8],f32>) -> !torch.vtensor<[4,8],f32> {
    %int2 = torch.constant.int 2
    %0 = torch.aten.pow.Tensor_Scalar %x, %int2 : !torch.vtensor<[4,8],f32>, !torch.int -> !torch.vtensor<[4,8],f32> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[4,8],f32>
  }
}
