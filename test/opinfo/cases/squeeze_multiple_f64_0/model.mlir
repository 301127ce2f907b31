// squeeze_multiple_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,1,1,1],f64>) -> !torch.vtensor<[1,1,1,1],f64> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %1 = torch.aten.squeeze.dims %tensors_0, %0 : !torch.vtensor<[1,1,1,1],f64>, !torch.list<int> -> !torch.vtensor<[1,1,1,1],f64> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %2 = torch.aten.clone %1, %none : !torch.vtensor<[1,1,1,1],f64>, !torch.none -> !torch.vtensor<[1,1,1,1],f64> loc("python/strata/opinfo.py":111:0)
    return %2 : !torch.vtensor<[1,1,1,1],f64>
  }
}
