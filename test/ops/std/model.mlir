// std: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[4,8],f32>) -> !torch.vtensor<[8],f32> {
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %1 = torch.aten.std.dim %x, %0, %true, %false : !torch.vtensor<[4,8],f32>, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[8],f32> loc("python/strata/opcases.py":114:0)
    return %1 : !torch.vtensor<[8],f32>
  }
}
