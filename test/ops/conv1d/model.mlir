// conv1d: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[1,4,16],f32>, %y: !torch.vtensor<[6,4,3],f32>, %z: !torch.vtensor<[6],f32>) -> !torch.vtensor<[1,6,14],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %1 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %3 = torch.aten.conv1d %x, %y, %z, %0, %1, %2, %int1 : !torch.vtensor<[1,4,16],f32>, !torch.vtensor<[6,4,3],f32>, !torch.vtensor<[6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,6,14],f32> loc("python/strata/opcases.py":124:0)
    return %3 : !torch.vtensor<[1,6,14],f32>
  }
}
