// permute_copy_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,2,3,4],si64>) -> !torch.vtensor<[1,3,4,2],si64> {
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int0, %int2, %int3, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.permute_copy %tensors_0, %0 : !torch.vtensor<[1,2,3,4],si64>, !torch.list<int> -> !torch.vtensor<[1,3,4,2],si64> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[1,3,4,2],si64>
  }
}
