// prod_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],f32>) -> !torch.vtensor<[5,5],f32> {
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.prod.dim_int %tensors_0, %int0, %false, %none : !torch.vtensor<[5,5,5],f32>, !torch.int, !torch.bool, !torch.none -> !torch.vtensor<[5,5],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5,5],f32>
  }
}
