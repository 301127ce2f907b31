// count_nonzero_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f32>) -> !torch.vtensor<[],si64> {
    %none = torch.constant.none
    %0 = torch.aten.count_nonzero %tensors_0, %none : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],si64>
  }
}
