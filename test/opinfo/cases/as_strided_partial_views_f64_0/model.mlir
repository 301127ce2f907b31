// as_strided_partial_views_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[10],f64>) -> !torch.vtensor<[2,2],f64> {
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %2 = torch.aten.as_strided %tensors_0, %0, %1, %none : !torch.vtensor<[10],f64>, !torch.list<int>, !torch.list<int>, !torch.none -> !torch.vtensor<[2,2],f64> loc("python/strata/opinfo.py":110:0)
    %3 = torch.aten.clone %2, %none : !torch.vtensor<[2,2],f64>, !torch.none -> !torch.vtensor<[2,2],f64> loc("python/strata/opinfo.py":111:0)
    return %3 : !torch.vtensor<[2,2],f64>
  }
}
