// addmm: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3],f32>, %y: !torch.vtensor<[4,8],f32>, %z: !torch.vtensor<[8,3],f32>) -> !torch.vtensor<[4,3],f32> {
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %0 = torch.aten.addmm %x, %y, %z, %float5.000000e-01, %float2.000000e00 : !torch.vtensor<[3],f32>, !torch.vtensor<[4,8],f32>, !torch.vtensor<[8,3],f32>, !torch.float, !torch.float -> !torch.vtensor<[4,3],f32> loc("python/strata/opcases.py":124:0)
    return %0 : !torch.vtensor<[4,3],f32>
  }
}
