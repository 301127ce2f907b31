// sum_to_size_i32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],si32>) -> !torch.vtensor<[],si64> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %1 = torch.aten.sum_to_size %tensors_0, %0 : !torch.vtensor<[],si32>, !torch.list<int> -> !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[],si64>
  }
}
