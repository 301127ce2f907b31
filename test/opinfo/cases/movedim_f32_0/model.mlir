// movedim_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[4,3,2,1],f32>) -> !torch.vtensor<[1,2,3,4],f32> {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int0, %int1, %int2, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int3, %int2, %int1, %int0 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.movedim.intlist %tensors_0, %0, %1 : !torch.vtensor<[4,3,2,1],f32>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[1,2,3,4],f32> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %3 = torch.aten.clone %2, %none : !torch.vtensor<[1,2,3,4],f32>, !torch.none -> !torch.vtensor<[1,2,3,4],f32> loc("python/strata/opinfo.py":111:0)
    return %3 : !torch.vtensor<[1,2,3,4],f32>
  }
}
