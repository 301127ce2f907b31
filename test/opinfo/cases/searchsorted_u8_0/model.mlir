// searchsorted_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[0],ui8>, %tensors_1: !torch.vtensor<[0],ui8>) -> !torch.vtensor<[0],si64> {
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.searchsorted.Tensor %tensors_0, %tensors_1, %false, %false, %none, %none : !torch.vtensor<[0],ui8>, !torch.vtensor<[0],ui8>, !torch.bool, !torch.bool, !torch.none, !torch.none -> !torch.vtensor<[0],si64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[0],si64>
  }
}
