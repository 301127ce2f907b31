// round_decimals_0_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[20],f64>) -> !torch.vtensor<[20],f64> {
    %int0 = torch.constant.int 0
    %0 = torch.aten.round.decimals %tensors_0, %int0 : !torch.vtensor<[20],f64>, !torch.int -> !torch.vtensor<[20],f64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[20],f64>
  }
}
