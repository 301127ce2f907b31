// zero__i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],si64>) -> !torch.vtensor<[],si64> {
    %none = torch.constant.none
    %0 = torch.aten.clone %tensors_0, %none : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    %1 = torch.aten.zero_ %0 : !torch.vtensor<[],si64> -> !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[],si64>
  }
}
