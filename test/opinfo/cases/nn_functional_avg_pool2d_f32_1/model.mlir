// nn_functional_avg_pool2d_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,3,9,9],f32>) -> !torch.vtensor<[1,3,5,4],f32> {
    %int4 = torch.constant.int 4
    %0 = torch.prim.ListConstruct %int4, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %1 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %2 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %3 = torch.aten.avg_pool2d %tensors_0, %0, %1, %2, %true, %false, %int2 : !torch.vtensor<[1,3,9,9],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.int -> !torch.vtensor<[1,3,5,4],f32> loc("python/strata/opinfo.py":110:0)
    return %3 : !torch.vtensor<[1,3,5,4],f32>
  }
}
