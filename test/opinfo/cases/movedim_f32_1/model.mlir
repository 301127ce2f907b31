// movedim_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[4,3,2,1],f32>) -> !torch.vtensor<[3,4,1,2],f32> {
    %int0 = torch.constant.int 0
    %int-1 = torch.constant.int -1
    %int-2 = torch.constant.int -2
    %int-3 = torch.constant.int -3
    %0 = torch.prim.ListConstruct %int0, %int-1, %int-2, %int-3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int-3, %int-2, %int-1, %int0 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.movedim.intlist %tensors_0, %0, %1 : !torch.vtensor<[4,3,2,1],f32>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[3,4,1,2],f32> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %3 = torch.aten.clone %2, %none : !torch.vtensor<[3,4,1,2],f32>, !torch.none -> !torch.vtensor<[3,4,1,2],f32> loc("python/strata/opinfo.py":111:0)
    return %3 : !torch.vtensor<[3,4,1,2],f32>
  }
}
