// flip_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,10,5],si64>) -> !torch.vtensor<[5,10,5],si64> {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int0, %int1, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.flip %tensors_0, %0 : !torch.vtensor<[5,10,5],si64>, !torch.list<int> -> !torch.vtensor<[5,10,5],si64> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[5,10,5],si64>
  }
}
