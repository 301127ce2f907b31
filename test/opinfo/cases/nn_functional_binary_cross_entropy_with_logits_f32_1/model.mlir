// nn_functional_binary_cross_entropy_with_logits_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1],f32>, %tensors_1: !torch.vtensor<[1],f32>) -> !torch.vtensor<[],f32> {
    %none = torch.constant.none
    %int1 = torch.constant.int 1
    %0 = torch.aten.binary_cross_entropy_with_logits %tensors_0, %tensors_1, %none, %none, %int1 : !torch.vtensor<[1],f32>, !torch.vtensor<[1],f32>, !torch.none, !torch.none, !torch.int -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f32>
  }
}
