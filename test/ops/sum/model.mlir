// sum: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[4,8],f32>) -> !torch.vtensor<[],f32> {
    %none = torch.constant.none
    %0 = torch.aten.sum %x, %none : !torch.vtensor<[4,8],f32>, !torch.none -> !torch.vtensor<[],f32> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[],f32>
  }
}
