// bmm: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2,4,8],f32>, %y: !torch.vtensor<[2,8,3],f32>) -> !torch.vtensor<[2,4,3],f32> {
    %0 = torch.aten.bmm %x, %y : !torch.vtensor<[2,4,8],f32>, !torch.vtensor<[2,8,3],f32> -> !torch.vtensor<[2,4,3],f32> loc("python/strata/opcases.py":119:0)
    return %0 : !torch.vtensor<[2,4,3],f32>
  }
}
