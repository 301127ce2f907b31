// nn_functional_avg_pool3d_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,2,4,4,4],si64>) -> !torch.vtensor<[1,2,5,5,5],si64> {
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %3 = torch.aten.avg_pool3d %tensors_0, %0, %1, %2, %true, %false, %int2 : !torch.vtensor<[1,2,4,4,4],si64>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.int -> !torch.vtensor<[1,2,5,5,5],si64> loc("python/strata/opinfo.py":110:0)
    return %3 : !torch.vtensor<[1,2,5,5,5],si64>
  }
}
