// argmin: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[2,3],si64> {
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %0 = torch.aten.argmin %x, %int-1, %false : !torch.vtensor<[2,3,4],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2,3],si64> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[2,3],si64>
  }
}
