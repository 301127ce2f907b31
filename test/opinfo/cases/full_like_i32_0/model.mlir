// full_like_i32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],si32>) -> !torch.vtensor<[],si32> {
    %int-8 = torch.constant.int -8
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.full_like %tensors_0, %int-8, %none, %none, %none, %false, %none : !torch.vtensor<[],si32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],si32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],si32>
  }
}
