// add_int64_float_scalar: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],si64>) -> !torch.vtensor<[3,4],f32> {
    %float1.500000e00 = torch.constant.float 1.500000e+00
    %0 = torch.prim.NumToTensor.Scalar %float1.500000e00 : !torch.float -> !torch.vtensor<[],f64>
    %int1 = torch.constant.int 1
    %1 = torch.aten.add.Tensor %x, %0, %int1 : !torch.vtensor<[3,4],si64>, !torch.vtensor<[],f64>, !torch.int -> !torch.vtensor<[3,4],f32> loc("python/strata/opcases.py":114:0)
    return %1 : !torch.vtensor<[3,4],f32>
  }
}
