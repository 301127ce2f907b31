// rot90_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],f64>) -> !torch.vtensor<[5,5,5],f64> {
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.rot90 %tensors_0, %int1, %0 : !torch.vtensor<[5,5,5],f64>, !torch.int, !torch.list<int> -> !torch.vtensor<[5,5,5],f64> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[5,5,5],f64>
  }
}
