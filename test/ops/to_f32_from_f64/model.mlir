// to_f32_from_f64: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[4,8],f64>) -> !torch.vtensor<[4,8],f32> {
    %int6 = torch.constant.int 6
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.to.dtype %x, %int6, %false, %false, %none : !torch.vtensor<[4,8],f64>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[4,8],f32> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[4,8],f32>
  }
}
