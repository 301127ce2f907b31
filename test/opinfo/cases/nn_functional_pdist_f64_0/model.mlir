// nn_functional_pdist_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,1],f64>) -> !torch.vtensor<[0],f64> {
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %0 = torch.aten.pdist %tensors_0, %float2.000000e00 : !torch.vtensor<[1,1],f64>, !torch.float -> !torch.vtensor<[0],f64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[0],f64>
  }
}
