// pinverse_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],complex<f32>>) -> !torch.vtensor<[5,5],complex<f32>> {
    %float1.000000e-15 = torch.constant.float 1.000000e-15
    %0 = torch.aten.pinverse %tensors_0, %float1.000000e-15 : !torch.vtensor<[5,5],complex<f32>>, !torch.float -> !torch.vtensor<[5,5],complex<f32>> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5,5],complex<f32>>
  }
}
