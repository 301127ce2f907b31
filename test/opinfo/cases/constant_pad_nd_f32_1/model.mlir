// constant_pad_nd_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,3],f32>) -> !torch.vtensor<[1,6],f32> {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %1 = torch.aten.constant_pad_nd %tensors_0, %0, %float1.000000e00 : !torch.vtensor<[1,3],f32>, !torch.list<int>, !torch.float -> !torch.vtensor<[1,6],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[1,6],f32>
  }
}
