// svd_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[0,0],f64>) -> (!torch.vtensor<[0,0],f64>, !torch.vtensor<[0],f64>, !torch.vtensor<[0,0],f64>) {
    %true = torch.constant.bool true
    %0:3 = torch.aten.svd %tensors_0, %true, %true : !torch.vtensor<[0,0],f64>, !torch.bool, !torch.bool -> !torch.vtensor<[0,0],f64>, !torch.vtensor<[0],f64>, !torch.vtensor<[0,0],f64> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1, %0#2 : !torch.vtensor<[0,0],f64>, !torch.vtensor<[0],f64>, !torch.vtensor<[0,0],f64>
  }
}
