// linalg_vector_norm_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f64>) -> !torch.vtensor<[],f64> {
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.linalg_vector_norm %tensors_0, %int6, %none, %false, %none : !torch.vtensor<[],f64>, !torch.int, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f64>
  }
}
