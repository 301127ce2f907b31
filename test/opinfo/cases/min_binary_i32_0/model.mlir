// min_binary_i32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],si32>, %tensors_1: !torch.vtensor<[],si32>) -> !torch.vtensor<[],si32> {
    %0 = torch.aten.min.other %tensors_0, %tensors_1 : !torch.vtensor<[],si32>, !torch.vtensor<[],si32> -> !torch.vtensor<[],si32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],si32>
  }
}
