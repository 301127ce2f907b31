// nn_functional_threshold_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],f32>) -> !torch.vtensor<[5],f32> {
    %float3.611605e00 = torch.constant.float 3.611605e+00
    %float-8.067647e00 = torch.constant.float -8.067647e+00
    %0 = torch.aten.threshold %tensors_0, %float3.611605e00, %float-8.067647e00 : !torch.vtensor<[5],f32>, !torch.float, !torch.float -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5],f32>
  }
}
