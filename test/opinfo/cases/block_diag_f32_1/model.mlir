// block_diag_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,1],f32>, %tensors_1: !torch.vtensor<[5,2],f32>, %tensors_2: !torch.vtensor<[5,3],f32>) -> !torch.vtensor<[15,6],f32> {
    %0 = torch.prim.ListConstruct %tensors_0, %tensors_1, %tensors_2 : (!torch.vtensor<[5,1],f32>, !torch.vtensor<[5,2],f32>, !torch.vtensor<[5,3],f32>) -> !torch.list<vtensor>
    %1 = torch.aten.block_diag %0 : !torch.list<vtensor> -> !torch.vtensor<[15,6],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[15,6],f32>
  }
}
