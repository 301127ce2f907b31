// aminmax_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],f32>) -> (!torch.vtensor<[5,5],f32>, !torch.vtensor<[5,5],f32>) {
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %0:2 = torch.aten.aminmax %tensors_0, %int1, %false : !torch.vtensor<[5,5,5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[5,5],f32>, !torch.vtensor<[5,5],f32> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1 : !torch.vtensor<[5,5],f32>, !torch.vtensor<[5,5],f32>
  }
}
