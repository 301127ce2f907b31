// nn_functional_threshold_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
    %float-1.765826e00 = torch.constant.float -1.765826e+00
    %float-4.322804e00 = torch.constant.float -4.322804e+00
    %0 = torch.aten.threshold %tensors_0, %float-1.765826e00, %float-4.322804e00 : !torch.vtensor<[],f32>, !torch.float, !torch.float -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f32>
  }
}
