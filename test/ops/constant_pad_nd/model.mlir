// constant_pad_nd: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[3,7],f32> {
    %int2 = torch.constant.int 2
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %float-1.000000e00 = torch.constant.float -1.000000e+00
    %1 = torch.aten.constant_pad_nd %x, %0, %float-1.000000e00 : !torch.vtensor<[3,4],f32>, !torch.list<int>, !torch.float -> !torch.vtensor<[3,7],f32> loc("python/strata/opcases.py":114:0)
    return %1 : !torch.vtensor<[3,7],f32>
  }
}
