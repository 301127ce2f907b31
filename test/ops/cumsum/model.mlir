// cumsum: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,8],f32>) -> !torch.vtensor<[3,8],f32> {
    %int1 = torch.constant.int 1
    %none = torch.constant.none
    %0 = torch.aten.cumsum %x, %int1, %none : !torch.vtensor<[3,8],f32>, !torch.int, !torch.none -> !torch.vtensor<[3,8],f32> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[3,8],f32>
  }
}
