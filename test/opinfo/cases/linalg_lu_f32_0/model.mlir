// linalg_lu_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[3,5],f32>) -> (!torch.vtensor<[3,3],f32>, !torch.vtensor<[3,3],f32>, !torch.vtensor<[3,5],f32>) {
    %true = torch.constant.bool true
    %0:3 = torch.aten.linalg_lu %tensors_0, %true : !torch.vtensor<[3,5],f32>, !torch.bool -> !torch.vtensor<[3,3],f32>, !torch.vtensor<[3,3],f32>, !torch.vtensor<[3,5],f32> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1, %0#2 : !torch.vtensor<[3,3],f32>, !torch.vtensor<[3,3],f32>, !torch.vtensor<[3,5],f32>
  }
}
