// scatter_add: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,5],f32>, %y: !torch.vtensor<[3,4],si64>, %z: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[3,5],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.scatter_add %x, %int1, %y, %z : !torch.vtensor<[3,5],f32>, !torch.int, !torch.vtensor<[3,4],si64>, !torch.vtensor<[3,4],f32> -> !torch.vtensor<[3,5],f32> loc("python/strata/opcases.py":124:0)
    return %0 : !torch.vtensor<[3,5],f32>
  }
}
