// unfold_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5,5],f32>) -> !torch.vtensor<[3,5,5,5,3],f32> {
    %int0 = torch.constant.int 0
    %int3 = torch.constant.int 3
    %int1 = torch.constant.int 1
    %0 = torch.aten.unfold %tensors_0, %int0, %int3, %int1 : !torch.vtensor<[5,5,5,5],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3,5,5,5,3],f32> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %1 = torch.aten.clone %0, %none : !torch.vtensor<[3,5,5,5,3],f32>, !torch.none -> !torch.vtensor<[3,5,5,5,3],f32> loc("python/strata/opinfo.py":111:0)
    return %1 : !torch.vtensor<[3,5,5,5,3],f32>
  }
}
