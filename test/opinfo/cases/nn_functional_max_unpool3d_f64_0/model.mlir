// nn_functional_max_unpool3d_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,2,1,3,2],f64>, %tensors_1: !torch.vtensor<[1,2,1,3,2],si64>) -> !torch.vtensor<[1,2,3,6,5],f64> {
    %int3 = torch.constant.int 3
    %int6 = torch.constant.int 6
    %int5 = torch.constant.int 5
    %0 = torch.prim.ListConstruct %int3, %int6, %int5 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int2, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %2 = torch.prim.ListConstruct %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.aten.max_unpool3d %tensors_0, %tensors_1, %0, %1, %2 : !torch.vtensor<[1,2,1,3,2],f64>, !torch.vtensor<[1,2,1,3,2],si64>, !torch.list<int>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[1,2,3,6,5],f64> loc("python/strata/opinfo.py":110:0)
    return %3 : !torch.vtensor<[1,2,3,6,5],f64>
  }
}
