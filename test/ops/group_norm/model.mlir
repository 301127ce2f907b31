// group_norm: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2,4,3,3],f32>, %y: !torch.vtensor<[4],f32>, %z: !torch.vtensor<[4],f32>) -> !torch.vtensor<[2,4,3,3],f32> {
    %int2 = torch.constant.int 2
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %false = torch.constant.bool false
    %0 = torch.aten.group_norm %x, %int2, %y, %z, %float1.000000e-05, %false : !torch.vtensor<[2,4,3,3],f32>, !torch.int, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.float, !torch.bool -> !torch.vtensor<[2,4,3,3],f32> loc("python/strata/opcases.py":124:0)
    return %0 : !torch.vtensor<[2,4,3,3],f32>
  }
}
