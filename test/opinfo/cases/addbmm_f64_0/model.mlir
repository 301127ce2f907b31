// addbmm_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,10],f64>, %tensors_1: !torch.vtensor<[5,5,5],f64>, %tensors_2: !torch.vtensor<[5,5,10],f64>) -> !torch.vtensor<[5,10],f64> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.addbmm %tensors_0, %tensors_1, %tensors_2, %int1, %int1 : !torch.vtensor<[5,10],f64>, !torch.vtensor<[5,5,5],f64>, !torch.vtensor<[5,5,10],f64>, !torch.int, !torch.int -> !torch.vtensor<[5,10],f64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5,10],f64>
  }
}
