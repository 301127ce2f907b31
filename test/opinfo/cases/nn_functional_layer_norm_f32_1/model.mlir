// nn_functional_layer_norm_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1],f32>, %tensors_1: !torch.vtensor<[1],f32>, %tensors_2: !torch.vtensor<[1],f32>) -> !torch.vtensor<[1],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %false = torch.constant.bool false
    %1 = torch.aten.layer_norm %tensors_0, %0, %tensors_1, %tensors_2, %float1.000000e-05, %false : !torch.vtensor<[1],f32>, !torch.list<int>, !torch.vtensor<[1],f32>, !torch.vtensor<[1],f32>, !torch.float, !torch.bool -> !torch.vtensor<[1],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[1],f32>
  }
}
