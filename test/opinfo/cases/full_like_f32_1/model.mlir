// full_like_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],f32>) -> !torch.vtensor<[5,5],f32> {
    %float-1.765826e00 = torch.constant.float -1.765826e+00
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.full_like %tensors_0, %float-1.765826e00, %none, %none, %none, %false, %none : !torch.vtensor<[5,5],f32>, !torch.float, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[5,5],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5,5],f32>
  }
}
