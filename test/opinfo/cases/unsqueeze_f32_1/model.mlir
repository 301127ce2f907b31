// unsqueeze_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[3,4,5],f32>) -> !torch.vtensor<[3,1,4,5],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.unsqueeze %tensors_0, %int1 : !torch.vtensor<[3,4,5],f32>, !torch.int -> !torch.vtensor<[3,1,4,5],f32> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %1 = torch.aten.clone %0, %none : !torch.vtensor<[3,1,4,5],f32>, !torch.none -> !torch.vtensor<[3,1,4,5],f32> loc("python/strata/opinfo.py":111:0)
    return %1 : !torch.vtensor<[3,1,4,5],f32>
  }
}
