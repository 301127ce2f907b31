// nn_functional_avg_pool3d_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[2,3,3,4,4],f64>) -> !torch.vtensor<[2,3,1,2,2],f64> {
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %int0 = torch.constant.int 0
    %2 = torch.prim.ListConstruct %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %true = torch.constant.bool true
    %none = torch.constant.none
    %3 = torch.aten.avg_pool3d %tensors_0, %0, %1, %2, %false, %true, %none : !torch.vtensor<[2,3,3,4,4],f64>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2,3,1,2,2],f64> loc("python/strata/opinfo.py":110:0)
    return %3 : !torch.vtensor<[2,3,1,2,2],f64>
  }
}
