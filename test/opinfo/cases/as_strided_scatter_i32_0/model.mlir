// as_strided_scatter_i32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1],si32>, %tensors_1: !torch.vtensor<[],si32>) -> !torch.vtensor<[1],si32> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %1 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %int0 = torch.constant.int 0
    %2 = torch.aten.as_strided_scatter %tensors_0, %tensors_1, %0, %1, %int0 : !torch.vtensor<[1],si32>, !torch.vtensor<[],si32>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1],si32> loc("python/strata/opinfo.py":110:0)
    return %2 : !torch.vtensor<[1],si32>
  }
}
