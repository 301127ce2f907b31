// bool_i32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],si32>) -> !torch.vtensor<[],i1> {
    %int11 = torch.constant.int 11
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.to.dtype %tensors_0, %int11, %false, %false, %none : !torch.vtensor<[],si32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],i1> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],i1>
  }
}
