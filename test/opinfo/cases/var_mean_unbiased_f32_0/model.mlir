// var_mean_unbiased_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],f32>) -> (!torch.vtensor<[],f32>, !torch.vtensor<[],f32>) {
    %true = torch.constant.bool true
    %0:2 = torch.aten.var_mean %tensors_0, %true : !torch.vtensor<[5,5],f32>, !torch.bool -> !torch.vtensor<[],f32>, !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32>
  }
}
