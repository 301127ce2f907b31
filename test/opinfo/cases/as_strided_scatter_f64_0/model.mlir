// as_strided_scatter_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1],f64>, %tensors_1: !torch.vtensor<[],f64>) -> !torch.vtensor<[1],f64> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %1 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %int0 = torch.constant.int 0
    %2 = torch.aten.as_strided_scatter %tensors_0, %tensors_1, %0, %1, %int0 : !torch.vtensor<[1],f64>, !torch.vtensor<[],f64>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1],f64> loc("python/strata/opinfo.py":110:0)
    return %2 : !torch.vtensor<[1],f64>
  }
}
