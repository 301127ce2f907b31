// __rdiv___u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],ui8>, %tensors_1: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],f32> {
    %0 = torch.aten.reciprocal %tensors_0 : !torch.vtensor<[],ui8> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %1 = torch.aten.mul.Tensor %0, %tensors_1 : !torch.vtensor<[],f32>, !torch.vtensor<[],ui8> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[],f32>
  }
}
