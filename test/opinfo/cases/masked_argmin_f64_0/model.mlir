// masked_argmin_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f64>) -> !torch.vtensor<[],f64> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.argmin %tensors_0, %none, %false : !torch.vtensor<[],f64>, !torch.none, !torch.bool -> !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    %int7 = torch.constant.int 7
    %1 = torch.aten.to.dtype %0, %int7, %false, %false, %none : !torch.vtensor<[],si64>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],f64> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[],f64>
  }
}
