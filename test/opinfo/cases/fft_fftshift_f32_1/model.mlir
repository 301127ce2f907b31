// fft_fftshift_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[50],f32>) -> !torch.vtensor<[50],f32> {
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %1 = torch.aten.fft_fftshift %tensors_0, %0 : !torch.vtensor<[50],f32>, !torch.list<int> -> !torch.vtensor<[50],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[50],f32>
  }
}
