// conv2d_depthwise: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[1,4,5,5],f32>, %y: !torch.vtensor<[4,1,3,3],f32>) -> !torch.vtensor<[1,4,5,5],f32> {
    %none = torch.constant.none
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %int4 = torch.constant.int 4
    %3 = torch.aten.conv2d %x, %y, %none, %0, %1, %2, %int4 : !torch.vtensor<[1,4,5,5],f32>, !torch.vtensor<[4,1,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,5,5],f32> loc("python/strata/opcases.py":119:0)
    return %3 : !torch.vtensor<[1,4,5,5],f32>
  }
}
