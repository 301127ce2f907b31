// linalg_multi_dot_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,2],si64>, %tensors_1: !torch.vtensor<[2,1],si64>) -> !torch.vtensor<[1,1],si64> {
    %0 = torch.prim.ListConstruct %tensors_0, %tensors_1 : (!torch.vtensor<[1,2],si64>, !torch.vtensor<[2,1],si64>) -> !torch.list<vtensor>
    %1 = torch.aten.linalg_multi_dot %0 : !torch.list<vtensor> -> !torch.vtensor<[1,1],si64> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[1,1],si64>
  }
}
