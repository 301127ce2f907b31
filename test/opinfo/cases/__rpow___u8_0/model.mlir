// __rpow___u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],ui8>, %tensors_1: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],ui8> {
    %0 = torch.aten.pow.Tensor_Tensor %tensors_1, %tensors_0 : !torch.vtensor<[],ui8>, !torch.vtensor<[],ui8> -> !torch.vtensor<[],ui8> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],ui8>
  }
}
