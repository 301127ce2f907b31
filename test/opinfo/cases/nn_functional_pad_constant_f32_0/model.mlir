// nn_functional_pad_constant_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,3,3],f32>) -> !torch.vtensor<[1,3,7],f32> {
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "constant"
    %none = torch.constant.none
    %1 = torch.aten.pad %tensors_0, %0, %str, %none : !torch.vtensor<[1,3,3],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,3,7],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[1,3,7],f32>
  }
}
