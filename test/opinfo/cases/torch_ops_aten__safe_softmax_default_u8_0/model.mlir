// torch_ops_aten__safe_softmax_default_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[2,3,4],f32> {
    %int1 = torch.constant.int 1
    %none = torch.constant.none
    %0 = torch.aten._safe_softmax %tensors_0, %int1, %none : !torch.vtensor<[2,3,4],f32>, !torch.int, !torch.none -> !torch.vtensor<[2,3,4],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[2,3,4],f32>
  }
}
