// max_pool2d_with_indices: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[1,2,6,6],f32>) -> (!torch.vtensor<[1,2,3,3],f32>, !torch.vtensor<[1,2,3,3],si64>) {
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %int0 = torch.constant.int 0
    %2 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %3 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %4:2 = torch.aten.max_pool2d_with_indices %x, %0, %1, %2, %3, %false : !torch.vtensor<[1,2,6,6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,2,3,3],f32>, !torch.vtensor<[1,2,3,3],si64> loc("python/strata/opcases.py":114:0)
    return %4#0, %4#1 : !torch.vtensor<[1,2,3,3],f32>, !torch.vtensor<[1,2,3,3],si64>
  }
}
