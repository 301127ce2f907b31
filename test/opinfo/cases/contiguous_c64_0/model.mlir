// contiguous_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,10,5],complex<f32>>) -> !torch.vtensor<[5,10,5],complex<f32>> {
    %none = torch.constant.none
    %0 = torch.aten.clone %tensors_0, %none : !torch.vtensor<[5,10,5],complex<f32>>, !torch.none -> !torch.vtensor<[5,10,5],complex<f32>> loc("python/strata/opinfo.py":111:0)
    return %0 : !torch.vtensor<[5,10,5],complex<f32>>
  }
}
