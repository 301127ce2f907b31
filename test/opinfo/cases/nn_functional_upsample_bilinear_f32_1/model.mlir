// nn_functional_upsample_bilinear_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[2,3,4,4],f32>) -> !torch.vtensor<[2,3,5,5],f32> {
    %int5 = torch.constant.int 5
    %0 = torch.prim.ListConstruct %int5, %int5 : (!torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none = torch.constant.none
    %1 = torch.aten.upsample_bilinear2d.vec %tensors_0, %0, %true, %none : !torch.vtensor<[2,3,4,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,3,5,5],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[2,3,5,5],f32>
  }
}
