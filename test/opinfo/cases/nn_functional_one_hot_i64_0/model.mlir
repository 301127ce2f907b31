// nn_functional_one_hot_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],si64>) -> !torch.vtensor<[10],si64> {
    %int10 = torch.constant.int 10
    %0 = torch.aten.one_hot %tensors_0, %int10 : !torch.vtensor<[],si64>, !torch.int -> !torch.vtensor<[10],si64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[10],si64>
  }
}
