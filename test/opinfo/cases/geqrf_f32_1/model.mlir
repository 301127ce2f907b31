// geqrf_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,2],f32>) -> (!torch.vtensor<[5,2],f32>, !torch.vtensor<[2],f32>) {
    %0:2 = torch.aten.geqrf %tensors_0 : !torch.vtensor<[5,2],f32> -> !torch.vtensor<[5,2],f32>, !torch.vtensor<[2],f32> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1 : !torch.vtensor<[5,2],f32>, !torch.vtensor<[2],f32>
  }
}
