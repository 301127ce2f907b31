// einsum_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[3],f32>, %tensors_1: !torch.vtensor<[4],f32>) -> !torch.vtensor<[3,4],f32> {
    %str = torch.constant.str "i,j->ij"
    %0 = torch.prim.ListConstruct %tensors_0, %tensors_1 : (!torch.vtensor<[3],f32>, !torch.vtensor<[4],f32>) -> !torch.list<vtensor>
    %none = torch.constant.none
    %1 = torch.aten.einsum %str, %0, %none : !torch.str, !torch.list<vtensor>, !torch.none -> !torch.vtensor<[3,4],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[3,4],f32>
  }
}
