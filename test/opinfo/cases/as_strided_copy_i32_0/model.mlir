// as_strided_copy_i32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1],si32>) -> !torch.vtensor<[1],si32> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %2 = torch.aten.as_strided_copy %tensors_0, %0, %1, %int0 : !torch.vtensor<[1],si32>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1],si32> loc("python/strata/opinfo.py":110:0)
    return %2 : !torch.vtensor<[1],si32>
  }
}
