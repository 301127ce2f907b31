// to_f16: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[16],f32>) -> !torch.vtensor<[16],f16> {
    %int5 = torch.constant.int 5
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.to.dtype %x, %int5, %false, %false, %none : !torch.vtensor<[16],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[16],f16> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[16],f16>
  }
}
