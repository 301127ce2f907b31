// conv_transpose2d: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[1,4,4,4],f32>, %y: !torch.vtensor<[4,3,3,3],f32>, %z: !torch.vtensor<[3],f32>) -> !torch.vtensor<[1,3,8,8],f32> {
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %4 = torch.aten.conv_transpose2d.input %x, %y, %z, %0, %1, %2, %int1, %3 : !torch.vtensor<[1,4,4,4],f32>, !torch.vtensor<[4,3,3,3],f32>, !torch.vtensor<[3],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int, !torch.list<int> -> !torch.vtensor<[1,3,8,8],f32> loc("python/strata/opcases.py":124:0)
    return %4 : !torch.vtensor<[1,3,8,8],f32>
  }
}
