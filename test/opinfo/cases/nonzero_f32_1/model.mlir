// nonzero_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,0,5],f32>) -> (!torch.vtensor<[0],si64>, !torch.vtensor<[0],si64>, !torch.vtensor<[0],si64>) {
    %0 = torch.aten.nonzero_numpy %tensors_0 : !torch.vtensor<[5,0,5],f32> -> !torch.list<vtensor> loc("python/strata/opinfo.py":110:0)
    %1:3 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[0],si64>, !torch.vtensor<[0],si64>, !torch.vtensor<[0],si64> loc("python/strata/opinfo.py":110:0)
    return %1#0, %1#1, %1#2 : !torch.vtensor<[0],si64>, !torch.vtensor<[0],si64>, !torch.vtensor<[0],si64>
  }
}
