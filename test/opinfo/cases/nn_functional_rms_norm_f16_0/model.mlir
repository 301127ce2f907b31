// nn_functional_rms_norm_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,2,3],f16>, %tensors_1: !torch.vtensor<[1,2,3],f16>) -> !torch.vtensor<[1,2,3],f16> {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int1, %int2, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %1 = torch.aten.rms_norm %tensors_0, %0, %tensors_1, %float5.000000e-01 : !torch.vtensor<[1,2,3],f16>, !torch.list<int>, !torch.vtensor<[1,2,3],f16>, !torch.float -> !torch.vtensor<[1,2,3],f16> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[1,2,3],f16>
  }
}
