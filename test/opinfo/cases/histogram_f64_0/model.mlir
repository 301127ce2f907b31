// histogram_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f64>) -> (!torch.vtensor<[1],f64>, !torch.vtensor<[2],f64>) {
    %int1 = torch.constant.int 1
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0:2 = torch.aten.histogram.bin_ct %tensors_0, %int1, %none, %none, %false : !torch.vtensor<[],f64>, !torch.int, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[1],f64>, !torch.vtensor<[2],f64> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1 : !torch.vtensor<[1],f64>, !torch.vtensor<[2],f64>
  }
}
