// constant_pad_nd_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,3,3],si64>) -> !torch.vtensor<[1,3,7],si64> {
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %1 = torch.aten.constant_pad_nd %tensors_0, %0, %int0 : !torch.vtensor<[1,3,3],si64>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,3,7],si64> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[1,3,7],si64>
  }
}
