// linalg_norm_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],complex<f32>>) -> !torch.vtensor<[],f32> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.linalg_norm %tensors_0, %none, %none, %false, %none : !torch.vtensor<[5],complex<f32>>, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f32>
  }
}
