// einsum_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[3],f64>) -> !torch.vtensor<[],f64> {
    %str = torch.constant.str "i->"
    %0 = torch.prim.ListConstruct %tensors_0 : (!torch.vtensor<[3],f64>) -> !torch.list<vtensor>
    %none = torch.constant.none
    %1 = torch.aten.einsum %str, %0, %none : !torch.str, !torch.list<vtensor>, !torch.none -> !torch.vtensor<[],f64> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[],f64>
  }
}
