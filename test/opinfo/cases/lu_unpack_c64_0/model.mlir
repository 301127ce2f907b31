// lu_unpack_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[6,5],complex<f32>>, %tensors_1: !torch.vtensor<[5],si32>) -> (!torch.vtensor<[6,6],complex<f32>>, !torch.vtensor<[6,5],complex<f32>>, !torch.vtensor<[5,5],complex<f32>>) {
    %true = torch.constant.bool true
    %0:3 = torch.aten.lu_unpack %tensors_0, %tensors_1, %true, %true : !torch.vtensor<[6,5],complex<f32>>, !torch.vtensor<[5],si32>, !torch.bool, !torch.bool -> !torch.vtensor<[6,6],complex<f32>>, !torch.vtensor<[6,5],complex<f32>>, !torch.vtensor<[5,5],complex<f32>> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1, %0#2 : !torch.vtensor<[6,6],complex<f32>>, !torch.vtensor<[6,5],complex<f32>>, !torch.vtensor<[5,5],complex<f32>>
  }
}
