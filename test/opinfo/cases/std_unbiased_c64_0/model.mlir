// std_unbiased_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],complex<f32>>) -> !torch.vtensor<[],f32> {
    %true = torch.constant.bool true
    %0 = torch.aten.std %tensors_0, %true : !torch.vtensor<[5,5],complex<f32>>, !torch.bool -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f32>
  }
}
