// sum_dims_keepdim: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[1,3,1],f32> {
    %int0 = torch.constant.int 0
    %int-1 = torch.constant.int -1
    %0 = torch.prim.ListConstruct %int0, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none = torch.constant.none
    %1 = torch.aten.sum.dim_IntList %x, %0, %true, %none : !torch.vtensor<[2,3,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,3,1],f32> loc("python/strata/opcases.py":114:0)
    return %1 : !torch.vtensor<[1,3,1],f32>
  }
}
