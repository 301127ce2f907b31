// nn_functional_gelu_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[10,10],f32>) -> !torch.vtensor<[10,10],f32> {
    %str = torch.constant.str "tanh"
    %0 = torch.aten.gelu %tensors_0, %str : !torch.vtensor<[10,10],f32>, !torch.str -> !torch.vtensor<[10,10],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[10,10],f32>
  }
}
