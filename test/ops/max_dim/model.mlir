// max_dim: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,8],f32>) -> (!torch.vtensor<[3],f32>, !torch.vtensor<[3],si64>) {
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %0:2 = torch.aten.max.dim %x, %int1, %false : !torch.vtensor<[3,8],f32>, !torch.int, !torch.bool -> !torch.vtensor<[3],f32>, !torch.vtensor<[3],si64> loc("python/strata/opcases.py":114:0)
    return %0#0, %0#1 : !torch.vtensor<[3],f32>, !torch.vtensor<[3],si64>
  }
}
