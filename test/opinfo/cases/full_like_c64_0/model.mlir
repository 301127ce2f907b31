// full_like_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],complex<f32>>) -> !torch.vtensor<[5],f64> {
    %float-1.971910e00 = torch.constant.float -1.971910e+00
    %int7 = torch.constant.int 7
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.full_like %tensors_0, %float-1.971910e00, %int7, %none, %none, %false, %none : !torch.vtensor<[5],complex<f32>>, !torch.float, !torch.int, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5],f64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5],f64>
  }
}
