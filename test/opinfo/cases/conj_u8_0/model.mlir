// conj_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[20],ui8>) -> !torch.vtensor<[20],ui8> {
    %none = torch.constant.none
    %0 = torch.aten.clone %tensors_0, %none : !torch.vtensor<[20],ui8>, !torch.none -> !torch.vtensor<[20],ui8> loc("python/strata/opinfo.py":111:0)
    return %0 : !torch.vtensor<[20],ui8>
  }
}
