// unflatten_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[8],f32>) -> !torch.vtensor<[4,2],f32> {
    %int0 = torch.constant.int 0
    %int4 = torch.constant.int 4
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int4, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.unflatten.int %tensors_0, %int0, %0 : !torch.vtensor<[8],f32>, !torch.int, !torch.list<int> -> !torch.vtensor<[4,2],f32> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %2 = torch.aten.clone %1, %none : !torch.vtensor<[4,2],f32>, !torch.none -> !torch.vtensor<[4,2],f32> loc("python/strata/opinfo.py":111:0)
    return %2 : !torch.vtensor<[4,2],f32>
  }
}
