// nn_functional_threshold_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f64>) -> !torch.vtensor<[],f64> {
    %float-7.582430e00 = torch.constant.float -7.582430e+00
    %float-6.046891e-01 = torch.constant.float -6.046891e-01
    %0 = torch.aten.threshold %tensors_0, %float-7.582430e00, %float-6.046891e-01 : !torch.vtensor<[],f64>, !torch.float, !torch.float -> !torch.vtensor<[],f64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f64>
  }
}
