// permute_i32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,2,3,4],si32>) -> !torch.vtensor<[1,3,4,2],si32> {
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int0, %int2, %int3, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.permute %tensors_0, %0 : !torch.vtensor<[1,2,3,4],si32>, !torch.list<int> -> !torch.vtensor<[1,3,4,2],si32> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %2 = torch.aten.clone %1, %none : !torch.vtensor<[1,3,4,2],si32>, !torch.none -> !torch.vtensor<[1,3,4,2],si32> loc("python/strata/opinfo.py":111:0)
    return %2 : !torch.vtensor<[1,3,4,2],si32>
  }
}
