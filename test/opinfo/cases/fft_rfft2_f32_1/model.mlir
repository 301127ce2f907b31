// fft_rfft2_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,6,7],f32>) -> !torch.vtensor<[5,6,4],complex<f32>> {
    %none = torch.constant.none
    %int-2 = torch.constant.int -2
    %int-1 = torch.constant.int -1
    %0 = torch.prim.ListConstruct %int-2, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "ortho"
    %1 = torch.aten.fft_rfft2 %tensors_0, %none, %0, %str : !torch.vtensor<[5,6,7],f32>, !torch.none, !torch.list<int>, !torch.str -> !torch.vtensor<[5,6,4],complex<f32>> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[5,6,4],complex<f32>>
  }
}
