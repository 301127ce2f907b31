// nn_functional_rms_norm_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[2,2,3],f32>, %tensors_1: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,2,3],f32> {
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %float-5.000000e-01 = torch.constant.float -5.000000e-01
    %1 = torch.aten.rms_norm %tensors_0, %0, %tensors_1, %float-5.000000e-01 : !torch.vtensor<[2,2,3],f32>, !torch.list<int>, !torch.vtensor<[2,3],f32>, !torch.float -> !torch.vtensor<[2,2,3],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[2,2,3],f32>
  }
}
