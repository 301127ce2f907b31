// broadcast_to_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,1,1],si64>) -> !torch.vtensor<[5,5,5],si64> {
    %int5 = torch.constant.int 5
    %0 = torch.prim.ListConstruct %int5, %int5, %int5 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.broadcast_to %tensors_0, %0 : !torch.vtensor<[5,1,1],si64>, !torch.list<int> -> !torch.vtensor<[5,5,5],si64> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %2 = torch.aten.clone %1, %none : !torch.vtensor<[5,5,5],si64>, !torch.none -> !torch.vtensor<[5,5,5],si64> loc("python/strata/opinfo.py":111:0)
    return %2 : !torch.vtensor<[5,5,5],si64>
  }
}
