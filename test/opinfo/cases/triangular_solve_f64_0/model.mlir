// triangular_solve_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,1],f64>, %tensors_1: !torch.vtensor<[5,5],f64>) -> (!torch.vtensor<[5,1],f64>, !torch.vtensor<[5,5],f64>) {
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %0:2 = torch.aten.triangular_solve %tensors_0, %tensors_1, %true, %false, %false : !torch.vtensor<[5,1],f64>, !torch.vtensor<[5,5],f64>, !torch.bool, !torch.bool, !torch.bool -> !torch.vtensor<[5,1],f64>, !torch.vtensor<[5,5],f64> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1 : !torch.vtensor<[5,1],f64>, !torch.vtensor<[5,5],f64>
  }
}
