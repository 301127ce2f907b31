// to_int64_from_f32: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[12],f32>) -> !torch.vtensor<[12],si64> {
    %int4 = torch.constant.int 4
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.to.dtype %x, %int4, %false, %false, %none : !torch.vtensor<[12],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[12],si64> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[12],si64>
  }
}
