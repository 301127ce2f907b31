// searchsorted_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[0],f32>, %tensors_1: !torch.vtensor<[0],f32>) -> !torch.vtensor<[0],si64> {
    %false = torch.constant.bool false
    %str = torch.constant.str "left"
    %none = torch.constant.none
    %0 = torch.aten.searchsorted.Tensor %tensors_0, %tensors_1, %false, %false, %str, %none : !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>, !torch.bool, !torch.bool, !torch.str, !torch.none -> !torch.vtensor<[0],si64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[0],si64>
  }
}
