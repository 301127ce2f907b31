// roll_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[0,0,0],si64>) -> !torch.vtensor<[0,0,0],si64> {
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.roll %tensors_0, %0, %1 : !torch.vtensor<[0,0,0],si64>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[0,0,0],si64> loc("python/strata/opinfo.py":110:0)
    return %2 : !torch.vtensor<[0,0,0],si64>
  }
}
