// hstack_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],f64>, %tensors_1: !torch.vtensor<[5],f64>, %tensors_2: !torch.vtensor<[5],f64>) -> !torch.vtensor<[15],f64> {
    %0 = torch.prim.ListConstruct %tensors_0, %tensors_1, %tensors_2 : (!torch.vtensor<[5],f64>, !torch.vtensor<[5],f64>, !torch.vtensor<[5],f64>) -> !torch.list<vtensor>
    %1 = torch.aten.hstack %0 : !torch.list<vtensor> -> !torch.vtensor<[15],f64> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[15],f64>
  }
}
