// repeat: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,2,9],f32> {
    %int2 = torch.constant.int 2
    %int1 = torch.constant.int 1
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.repeat %x, %0 : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[2,2,9],f32> loc("python/strata/opcases.py":114:0)
    return %1 : !torch.vtensor<[2,2,9],f32>
  }
}
