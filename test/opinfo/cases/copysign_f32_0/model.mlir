// copysign_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f32>, %tensors_1: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
    %0 = torch.aten.copysign.Tensor %tensors_0, %tensors_1 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f32>
  }
}
