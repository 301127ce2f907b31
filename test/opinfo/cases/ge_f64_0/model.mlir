// ge_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f64>, %tensors_1: !torch.vtensor<[],f64>) -> !torch.vtensor<[],i1> {
    %0 = torch.aten.ge.Tensor %tensors_0, %tensors_1 : !torch.vtensor<[],f64>, !torch.vtensor<[],f64> -> !torch.vtensor<[],i1> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],i1>
  }
}
