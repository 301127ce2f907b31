// nn_functional_max_pool1d_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,2,3],f64>) -> (!torch.vtensor<[1,2,1],f64>, !torch.vtensor<[1,2,1],si64>) {
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %2 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %3 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %4:2 = torch.aten.max_pool1d_with_indices %tensors_0, %0, %1, %2, %3, %true : !torch.vtensor<[1,2,3],f64>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,2,1],f64>, !torch.vtensor<[1,2,1],si64> loc("python/strata/opinfo.py":110:0)
    return %4#0, %4#1 : !torch.vtensor<[1,2,1],f64>, !torch.vtensor<[1,2,1],si64>
  }
}
