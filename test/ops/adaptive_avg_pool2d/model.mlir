// adaptive_avg_pool2d: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[1,3,8,8],f32>) -> !torch.vtensor<[1,3,2,2],f32> {
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.adaptive_avg_pool2d %x, %0 : !torch.vtensor<[1,3,8,8],f32>, !torch.list<int> -> !torch.vtensor<[1,3,2,2],f32> loc("python/strata/opcases.py":114:0)
    return %1 : !torch.vtensor<[1,3,2,2],f32>
  }
}
