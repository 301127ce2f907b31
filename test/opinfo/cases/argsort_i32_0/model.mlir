// argsort_i32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],si32>) -> !torch.vtensor<[5,5,5],si64> {
    %int-3 = torch.constant.int -3
    %true = torch.constant.bool true
    %0 = torch.aten.argsort %tensors_0, %int-3, %true : !torch.vtensor<[5,5,5],si32>, !torch.int, !torch.bool -> !torch.vtensor<[5,5,5],si64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5,5,5],si64>
  }
}
