// abs_int32: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],si32>) -> !torch.vtensor<[3,4],si32> {
    %0 = torch.aten.abs %x : !torch.vtensor<[3,4],si32> -> !torch.vtensor<[3,4],si32> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[3,4],si32>
  }
}
