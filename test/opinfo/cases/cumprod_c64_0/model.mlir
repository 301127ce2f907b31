// cumprod_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],complex<f32>>) -> !torch.vtensor<[5,5,5],complex<f32>> {
    %int0 = torch.constant.int 0
    %none = torch.constant.none
    %0 = torch.aten.cumprod %tensors_0, %int0, %none : !torch.vtensor<[5,5,5],complex<f32>>, !torch.int, !torch.none -> !torch.vtensor<[5,5,5],complex<f32>> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5,5,5],complex<f32>>
  }
}
