// index_tensor_dim1: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,6],f32>, %y: !torch.vtensor<[4],si64>) -> !torch.vtensor<[3,4],f32> {
    %none = torch.constant.none
    %0 = torch.prim.ListConstruct %none, %y : (!torch.none, !torch.vtensor<[4],si64>) -> !torch.list<optional<vtensor>>
    %1 = torch.aten.index.Tensor %x, %0 : !torch.vtensor<[3,6],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[3,4],f32> loc("python/strata/opcases.py":119:0)
    return %1 : !torch.vtensor<[3,4],f32>
  }
}
