// nan_to_num_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[20],si64>) -> !torch.vtensor<[20],si64> {
    %none = torch.constant.none
    %0 = torch.aten.nan_to_num %tensors_0, %none, %none, %none : !torch.vtensor<[20],si64>, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[20],si64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[20],si64>
  }
}
