// softmax_dim1_3d: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[2,3,4],f32> {
    %int1 = torch.constant.int 1
    %none = torch.constant.none
    %0 = torch.aten.softmax.int %x, %int1, %none : !torch.vtensor<[2,3,4],f32>, !torch.int, !torch.none -> !torch.vtensor<[2,3,4],f32> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[2,3,4],f32>
  }
}
