// clamp_min: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[4,8],f32>) -> !torch.vtensor<[4,8],f32> {
    %float5.000000e-02 = torch.constant.float 5.000000e-02
    %none = torch.constant.none
    %0 = torch.aten.clamp %x, %float5.000000e-02, %none : !torch.vtensor<[4,8],f32>, !torch.float, !torch.none -> !torch.vtensor<[4,8],f32> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[4,8],f32>
  }
}
