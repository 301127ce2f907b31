// squeeze_copy_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,1,1,1],f32>) -> !torch.vtensor<[],f32> {
    %0 = torch.aten.squeeze_copy %tensors_0 : !torch.vtensor<[1,1,1,1],f32> -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f32>
  }
}
