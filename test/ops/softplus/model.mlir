// softplus: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[16],f32>) -> !torch.vtensor<[16],f32> {
    %int4 = torch.constant.int 4
    %0 = torch.prim.NumToTensor.Scalar %int4 : !torch.int -> !torch.vtensor<[],si64>
    %1 = torch.aten.mul.Tensor %x, %0 : !torch.vtensor<[16],f32>, !torch.vtensor<[],si64> -> !torch.vtensor<[16],f32> loc("python/strata/opcases.py":114:0)
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %float3.000000e00 = torch.constant.float 3.000000e+00
    %2 = torch.aten.softplus %1, %float2.000000e00, %float3.000000e00 : !torch.vtensor<[16],f32>, !torch.float, !torch.float -> !torch.vtensor<[16],f32> loc("python/strata/opcases.py":114:0)
    return %2 : !torch.vtensor<[16],f32>
  }
}
