// cartesian_prod_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1],f32>, %tensors_1: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2,2],f32> {
    %0 = torch.prim.ListConstruct %tensors_0, %tensors_1 : (!torch.vtensor<[1],f32>, !torch.vtensor<[2],f32>) -> !torch.list<vtensor>
    %1 = torch.aten.cartesian_prod %0 : !torch.list<vtensor> -> !torch.vtensor<[2,2],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[2,2],f32>
  }
}
