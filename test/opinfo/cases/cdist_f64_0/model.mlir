// cdist_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,2],f64>, %tensors_1: !torch.vtensor<[5,6,2],f64>) -> !torch.vtensor<[5,5,6],f64> {
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %int1 = torch.constant.int 1
    %0 = torch.aten.cdist %tensors_0, %tensors_1, %float0.000000e00, %int1 : !torch.vtensor<[5,5,2],f64>, !torch.vtensor<[5,6,2],f64>, !torch.float, !torch.int -> !torch.vtensor<[5,5,6],f64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5,5,6],f64>
  }
}
