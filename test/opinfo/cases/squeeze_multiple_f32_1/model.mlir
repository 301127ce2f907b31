// squeeze_multiple_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,1,5,1],f32>) -> !torch.vtensor<[5,5,1],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %1 = torch.aten.squeeze.dims %tensors_0, %0 : !torch.vtensor<[5,1,5,1],f32>, !torch.list<int> -> !torch.vtensor<[5,5,1],f32> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %2 = torch.aten.clone %1, %none : !torch.vtensor<[5,5,1],f32>, !torch.none -> !torch.vtensor<[5,5,1],f32> loc("python/strata/opinfo.py":111:0)
    return %2 : !torch.vtensor<[5,5,1],f32>
  }
}
