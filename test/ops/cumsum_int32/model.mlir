// cumsum_int32: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],si32>) -> !torch.vtensor<[3,4],si64> {
    %int0 = torch.constant.int 0
    %none = torch.constant.none
    %0 = torch.aten.cumsum %x, %int0, %none : !torch.vtensor<[3,4],si32>, !torch.int, !torch.none -> !torch.vtensor<[3,4],si64> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[3,4],si64>
  }
}
