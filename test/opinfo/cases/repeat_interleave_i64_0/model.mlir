// repeat_interleave_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],si64>) -> !torch.vtensor<[2],si64> {
    %int2 = torch.constant.int 2
    %none = torch.constant.none
    %0 = torch.aten.repeat_interleave.self_int %tensors_0, %int2, %none, %none : !torch.vtensor<[],si64>, !torch.int, !torch.none, !torch.none -> !torch.vtensor<[2],si64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[2],si64>
  }
}
