// float_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
    %int6 = torch.constant.int 6
    %false = torch.constant.bool false
    %int0 = torch.constant.int 0
    %0 = torch.aten.to.dtype %tensors_0, %int6, %false, %false, %int0 : !torch.vtensor<[],f32>, !torch.int, !torch.bool, !torch.bool, !torch.int -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %1 = torch.aten.clone %0, %none : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":111:0)
    return %1 : !torch.vtensor<[],f32>
  }
}
