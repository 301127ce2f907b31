// special_bessel_j1_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,0,3],f32>) -> !torch.vtensor<[1,0,3],f32> {
    %0 = torch.aten.special_bessel_j1 %tensors_0 : !torch.vtensor<[1,0,3],f32> -> !torch.vtensor<[1,0,3],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[1,0,3],f32>
  }
}
