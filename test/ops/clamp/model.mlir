// clamp: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[4,8],f32>) -> !torch.vtensor<[4,8],f32> {
    %float-1.000000e-01 = torch.constant.float -1.000000e-01
    %float2.000000e-01 = torch.constant.float 2.000000e-01
    %0 = torch.aten.clamp %x, %float-1.000000e-01, %float2.000000e-01 : !torch.vtensor<[4,8],f32>, !torch.float, !torch.float -> !torch.vtensor<[4,8],f32> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[4,8],f32>
  }
}
