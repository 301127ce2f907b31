// tensordot_i32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[2,2,2],si32>, %tensors_1: !torch.vtensor<[2,2,2],si32>) -> !torch.vtensor<[2,2],si32> {
    %int-2 = torch.constant.int -2
    %int-1 = torch.constant.int -1
    %0 = torch.prim.ListConstruct %int-2, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.tensordot %tensors_0, %tensors_1, %0, %1 : !torch.vtensor<[2,2,2],si32>, !torch.vtensor<[2,2,2],si32>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[2,2],si32> loc("python/strata/opinfo.py":110:0)
    return %2 : !torch.vtensor<[2,2],si32>
  }
}
