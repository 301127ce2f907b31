// cross_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,3],complex<f32>>, %tensors_1: !torch.vtensor<[5,3],complex<f32>>) -> !torch.vtensor<[5,3],complex<f32>> {
    %none = torch.constant.none
    %0 = torch.aten.cross %tensors_0, %tensors_1, %none : !torch.vtensor<[5,3],complex<f32>>, !torch.vtensor<[5,3],complex<f32>>, !torch.none -> !torch.vtensor<[5,3],complex<f32>> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5,3],complex<f32>>
  }
}
