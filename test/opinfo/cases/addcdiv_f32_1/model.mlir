// addcdiv_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],f32>, %tensors_1: !torch.vtensor<[5,5],f32>, %tensors_2: !torch.vtensor<[5,5],f32>) -> !torch.vtensor<[5,5],f32> {
    %float3.140000e00 = torch.constant.float 3.140000e+00
    %0 = torch.aten.addcdiv %tensors_0, %tensors_1, %tensors_2, %float3.140000e00 : !torch.vtensor<[5,5],f32>, !torch.vtensor<[5,5],f32>, !torch.vtensor<[5,5],f32>, !torch.float -> !torch.vtensor<[5,5],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5,5],f32>
  }
}
