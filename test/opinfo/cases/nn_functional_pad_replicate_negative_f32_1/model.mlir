// nn_functional_pad_replicate_negative_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[6,2,4,4],f32>) -> !torch.vtensor<[6,2,2,4],f32> {
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %int-4 = torch.constant.int -4
    %0 = torch.prim.ListConstruct %int0, %int0, %int2, %int-4 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "replicate"
    %none = torch.constant.none
    %1 = torch.aten.pad %tensors_0, %0, %str, %none : !torch.vtensor<[6,2,4,4],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[6,2,2,4],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[6,2,2,4],f32>
  }
}
