// add_int32_int64: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],si32>, %y: !torch.vtensor<[4],si64>) -> !torch.vtensor<[3,4],si64> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Tensor %x, %y, %int1 : !torch.vtensor<[3,4],si32>, !torch.vtensor<[4],si64>, !torch.int -> !torch.vtensor<[3,4],si64> loc("python/strata/opcases.py":119:0)
    return %0 : !torch.vtensor<[3,4],si64>
  }
}
