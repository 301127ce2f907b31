// linalg_pinv_singular_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[3,0],complex<f32>>, %tensors_1: !torch.vtensor<[3,0],complex<f32>>) -> !torch.vtensor<[3,3],complex<f32>> {
    %0 = torch.aten.mT %tensors_1 : !torch.vtensor<[3,0],complex<f32>> -> !torch.vtensor<[0,3],complex<f32>> loc("python/strata/opinfo.py":110:0)
    %1 = torch.aten.matmul %tensors_0, %0 : !torch.vtensor<[3,0],complex<f32>>, !torch.vtensor<[0,3],complex<f32>> -> !torch.vtensor<[3,3],complex<f32>> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %false = torch.constant.bool false
    %2 = torch.aten.linalg_pinv.atol_rtol_tensor %1, %none, %none, %false : !torch.vtensor<[3,3],complex<f32>>, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[3,3],complex<f32>> loc("python/strata/opinfo.py":110:0)
    return %2 : !torch.vtensor<[3,3],complex<f32>>
  }
}
