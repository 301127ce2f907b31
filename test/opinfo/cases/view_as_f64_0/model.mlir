// view_as_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],f64>, %tensors_1: !torch.vtensor<[25,5],f64>) -> !torch.vtensor<[25,5],f64> {
    %0 = torch.aten.view_as %tensors_0, %tensors_1 : !torch.vtensor<[5,5,5],f64>, !torch.vtensor<[25,5],f64> -> !torch.vtensor<[25,5],f64> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %1 = torch.aten.clone %0, %none : !torch.vtensor<[25,5],f64>, !torch.none -> !torch.vtensor<[25,5],f64> loc("python/strata/opinfo.py":111:0)
    return %1 : !torch.vtensor<[25,5],f64>
  }
}
