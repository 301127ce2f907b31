// div_floor: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[16],f32>, %y: !torch.vtensor<[16],f32>) -> !torch.vtensor<[16],f32> {
    %str = torch.constant.str "floor"
    %0 = torch.aten.div.Tensor_mode %x, %y, %str : !torch.vtensor<[16],f32>, !torch.vtensor<[16],f32>, !torch.str -> !torch.vtensor<[16],f32> loc("python/strata/opcases.py":119:0)
    return %0 : !torch.vtensor<[16],f32>
  }
}
