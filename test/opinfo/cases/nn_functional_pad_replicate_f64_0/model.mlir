// nn_functional_pad_replicate_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,3],f64>) -> !torch.vtensor<[1,6],f64> {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "replicate"
    %none = torch.constant.none
    %1 = torch.aten.pad %tensors_0, %0, %str, %none : !torch.vtensor<[1,3],f64>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,6],f64> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[1,6],f64>
  }
}
