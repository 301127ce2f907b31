// to_int32_from_int64: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],si64>) -> !torch.vtensor<[3,4],si32> {
    %int3 = torch.constant.int 3
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.to.dtype %x, %int3, %false, %false, %none : !torch.vtensor<[3,4],si64>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[3,4],si32> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[3,4],si32>
  }
}
