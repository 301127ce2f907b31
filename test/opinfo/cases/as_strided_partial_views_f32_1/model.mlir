// as_strided_partial_views_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[10],f32>) -> !torch.vtensor<[2,2],f32> {
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %2 = torch.aten.as_strided %tensors_0, %0, %1, %int0 : !torch.vtensor<[10],f32>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[2,2],f32> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %3 = torch.aten.clone %2, %none : !torch.vtensor<[2,2],f32>, !torch.none -> !torch.vtensor<[2,2],f32> loc("python/strata/opinfo.py":111:0)
    return %3 : !torch.vtensor<[2,2],f32>
  }
}
