// hardswish: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[16],f32>) -> !torch.vtensor<[16],f32> {
    %int8 = torch.constant.int 8
    %0 = torch.prim.NumToTensor.Scalar %int8 : !torch.int -> !torch.vtensor<[],si64>
    %1 = torch.aten.mul.Tensor %x, %0 : !torch.vtensor<[16],f32>, !torch.vtensor<[],si64> -> !torch.vtensor<[16],f32> loc("python/strata/opcases.py":114:0)
    %2 = torch.aten.hardswish %1 : !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32> loc("python/strata/opcases.py":114:0)
    return %2 : !torch.vtensor<[16],f32>
  }
}
