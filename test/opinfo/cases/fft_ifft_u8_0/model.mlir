// fft_ifft_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,6,7],ui8>) -> !torch.vtensor<[5,10,7],complex<f32>> {
    %int10 = torch.constant.int 10
    %int1 = torch.constant.int 1
    %str = torch.constant.str "ortho"
    %0 = torch.aten.fft_ifft %tensors_0, %int10, %int1, %str : !torch.vtensor<[5,6,7],ui8>, !torch.int, !torch.int, !torch.str -> !torch.vtensor<[5,10,7],complex<f32>> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5,10,7],complex<f32>>
  }
}
