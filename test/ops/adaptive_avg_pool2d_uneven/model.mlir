// adaptive_avg_pool2d_uneven: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[1,2,8,8],f32>) -> !torch.vtensor<[1,2,3,3],f32> {
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.adaptive_avg_pool2d %x, %0 : !torch.vtensor<[1,2,8,8],f32>, !torch.list<int> -> !torch.vtensor<[1,2,3,3],f32> loc("python/strata/opcases.py":114:0)
    return %1 : !torch.vtensor<[1,2,3,3],f32>
  }
}
