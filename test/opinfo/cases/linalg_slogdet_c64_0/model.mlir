// linalg_slogdet_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[0,0],complex<f32>>) -> (!torch.vtensor<[],complex<f32>>, !torch.vtensor<[],f32>) {
    %0:2 = torch.aten.linalg_slogdet %tensors_0 : !torch.vtensor<[0,0],complex<f32>> -> !torch.vtensor<[],complex<f32>>, !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1 : !torch.vtensor<[],complex<f32>>, !torch.vtensor<[],f32>
  }
}
