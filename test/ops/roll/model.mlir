// roll: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,5],f32>) -> !torch.vtensor<[3,5],f32> {
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.roll %x, %0, %1 : !torch.vtensor<[3,5],f32>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[3,5],f32> loc("python/strata/opcases.py":114:0)
    return %2 : !torch.vtensor<[3,5],f32>
  }
}
