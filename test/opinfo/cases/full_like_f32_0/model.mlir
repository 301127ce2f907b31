// full_like_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
    %float-8.478374e00 = torch.constant.float -8.478374e+00
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.full_like %tensors_0, %float-8.478374e00, %none, %none, %none, %false, %none : !torch.vtensor<[],f32>, !torch.float, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f32>
  }
}
