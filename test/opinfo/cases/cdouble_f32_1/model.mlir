// cdouble_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f32>) -> !torch.vtensor<[],complex<f64>> {
    %int10 = torch.constant.int 10
    %false = torch.constant.bool false
    %int0 = torch.constant.int 0
    %0 = torch.aten.to.dtype %tensors_0, %int10, %false, %false, %int0 : !torch.vtensor<[],f32>, !torch.int, !torch.bool, !torch.bool, !torch.int -> !torch.vtensor<[],complex<f64>> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],complex<f64>>
  }
}
