// acosh_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,0,3],f64>) -> !torch.vtensor<[1,0,3],f64> {
    %0 = torch.aten.acosh %tensors_0 : !torch.vtensor<[1,0,3],f64> -> !torch.vtensor<[1,0,3],f64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[1,0,3],f64>
  }
}
