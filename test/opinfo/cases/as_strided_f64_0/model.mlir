// as_strided_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1],f64>) -> !torch.vtensor<[1],f64> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %2 = torch.aten.as_strided %tensors_0, %0, %1, %int0 : !torch.vtensor<[1],f64>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1],f64> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %3 = torch.aten.clone %2, %none : !torch.vtensor<[1],f64>, !torch.none -> !torch.vtensor<[1],f64> loc("python/strata/opinfo.py":111:0)
    return %3 : !torch.vtensor<[1],f64>
  }
}
