// nn_functional_interpolate_trilinear_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[2,3,4,4,4],bf16>) -> !torch.vtensor<[2,3,3,3,3],bf16> {
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int3, %int3, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none = torch.constant.none
    %1 = torch.aten.upsample_trilinear3d.vec %tensors_0, %0, %true, %none : !torch.vtensor<[2,3,4,4,4],bf16>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,3,3,3,3],bf16> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[2,3,3,3,3],bf16>
  }
}
