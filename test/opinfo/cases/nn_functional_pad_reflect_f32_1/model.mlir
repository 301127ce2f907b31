// nn_functional_pad_reflect_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,3],f32>) -> !torch.vtensor<[1,4],f32> {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "reflect"
    %none = torch.constant.none
    %1 = torch.aten.pad %tensors_0, %0, %str, %none : !torch.vtensor<[1,3],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,4],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[1,4],f32>
  }
}
