// linalg_eigh_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],f32>) -> (!torch.vtensor<[5],f32>, !torch.vtensor<[5,5],f32>) {
    %str = torch.constant.str "U"
    %0:2 = torch.aten.linalg_eigh %tensors_0, %str : !torch.vtensor<[5,5],f32>, !torch.str -> !torch.vtensor<[5],f32>, !torch.vtensor<[5,5],f32> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1 : !torch.vtensor<[5],f32>, !torch.vtensor<[5,5],f32>
  }
}
