// special_polygamma_special_polygamma_n_0_i32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],si32>) -> !torch.vtensor<[5,5],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.special_polygamma %int1, %tensors_0 : !torch.int, !torch.vtensor<[5,5],si32> -> !torch.vtensor<[5,5],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5,5],f32>
  }
}
