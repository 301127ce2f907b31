// nn_functional_glu_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[0,2],f32>) -> !torch.vtensor<[0,1],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.glu %tensors_0, %int1 : !torch.vtensor<[0,2],f32>, !torch.int -> !torch.vtensor<[0,1],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[0,1],f32>
  }
}
