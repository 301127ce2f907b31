// clamp_int64: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],si64>) -> !torch.vtensor<[3,4],si64> {
    %int-2 = torch.constant.int -2
    %int5 = torch.constant.int 5
    %0 = torch.aten.clamp %x, %int-2, %int5 : !torch.vtensor<[3,4],si64>, !torch.int, !torch.int -> !torch.vtensor<[3,4],si64> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[3,4],si64>
  }
}
