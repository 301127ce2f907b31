// embedding_module: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%p_weight: !torch.vtensor<[10,4],f32>, %input: !torch.vtensor<[2,5],si64>) -> !torch.vtensor<[2,5,4],f32> {
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %0 = torch.aten.embedding %p_weight, %input, %int-1, %false, %false : !torch.vtensor<[10,4],f32>, !torch.vtensor<[2,5],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[2,5,4],f32> loc("torch/nn/modules/sparse.py":189:0)
    return %0 : !torch.vtensor<[2,5,4],f32>
  }
}
