// nn_functional_threshold_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],si64>) -> !torch.vtensor<[],si64> {
    %int6 = torch.constant.int 6
    %int9 = torch.constant.int 9
    %0 = torch.aten.threshold %tensors_0, %int6, %int9 : !torch.vtensor<[],si64>, !torch.int, !torch.int -> !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],si64>
  }
}
