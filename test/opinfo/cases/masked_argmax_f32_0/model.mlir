// masked_argmax_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.argmax %tensors_0, %none, %false : !torch.vtensor<[],f32>, !torch.none, !torch.bool -> !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    %int6 = torch.constant.int 6
    %1 = torch.aten.to.dtype %0, %int6, %false, %false, %none : !torch.vtensor<[],si64>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[],f32>
  }
}
