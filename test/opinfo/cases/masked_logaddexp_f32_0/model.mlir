// masked_logaddexp_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],f32>, %tensors_1: !torch.vtensor<[5],f32>) -> !torch.vtensor<[5],f32> {
    %0 = torch.aten.logaddexp %tensors_0, %tensors_1 : !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32> -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    %int6 = torch.constant.int 6
    %false = torch.constant.bool false
    %none = torch.constant.none
    %1 = torch.aten.to.dtype %0, %int6, %false, %false, %none : !torch.vtensor<[5],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[5],f32>
  }
}
