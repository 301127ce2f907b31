// linalg_vander_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f64>) -> !torch.vtensor<[1,2],f64> {
    %int2 = torch.constant.int 2
    %0 = torch.aten.linalg_vander %tensors_0, %int2 : !torch.vtensor<[],f64>, !torch.int -> !torch.vtensor<[1,2],f64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[1,2],f64>
  }
}
