// argwhere_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,0],complex<f32>>) -> !torch.vtensor<[0,2],si64> {
    %0 = torch.aten.argwhere %tensors_0 : !torch.vtensor<[5,0],complex<f32>> -> !torch.vtensor<[0,2],si64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[0,2],si64>
  }
}
