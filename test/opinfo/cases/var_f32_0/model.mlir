// var_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],f32>) -> !torch.vtensor<[],f32> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.var.correction %tensors_0, %none, %none, %false : !torch.vtensor<[5,5,5],f32>, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f32>
  }
}
