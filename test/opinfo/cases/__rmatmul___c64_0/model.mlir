// __rmatmul___c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[20],complex<f32>>, %tensors_1: !torch.vtensor<[20],complex<f32>>) -> !torch.vtensor<[],complex<f32>> {
    %0 = torch.aten.matmul %tensors_1, %tensors_0 : !torch.vtensor<[20],complex<f32>>, !torch.vtensor<[20],complex<f32>> -> !torch.vtensor<[],complex<f32>> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],complex<f32>>
  }
}
