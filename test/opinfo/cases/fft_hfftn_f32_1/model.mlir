// fft_hfftn_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,6,7],f32>) -> !torch.vtensor<[5,6,12],f32> {
    %none = torch.constant.none
    %str = torch.constant.str "ortho"
    %0 = torch.aten.fft_hfftn %tensors_0, %none, %none, %str : !torch.vtensor<[5,6,7],f32>, !torch.none, !torch.none, !torch.str -> !torch.vtensor<[5,6,12],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5,6,12],f32>
  }
}
