// var_unbiased_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],f32>) -> !torch.vtensor<[],f32> {
    %false = torch.constant.bool false
    %0 = torch.aten.var %tensors_0, %false : !torch.vtensor<[5],f32>, !torch.bool -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f32>
  }
}
