// renorm_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],f32>) -> !torch.vtensor<[5,5,5],f32> {
    %int2 = torch.constant.int 2
    %int1 = torch.constant.int 1
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %0 = torch.aten.renorm %tensors_0, %int2, %int1, %float5.000000e-01 : !torch.vtensor<[5,5,5],f32>, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[5,5,5],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5,5,5],f32>
  }
}
