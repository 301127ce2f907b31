// polygamma_polygamma_n_1_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],f32>) -> !torch.vtensor<[5,5],f32> {
    %int2 = torch.constant.int 2
    %0 = torch.aten.polygamma %int2, %tensors_0 : !torch.int, !torch.vtensor<[5,5],f32> -> !torch.vtensor<[5,5],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5,5],f32>
  }
}
