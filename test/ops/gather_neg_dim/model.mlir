// gather_neg_dim: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2,3,4],f32>, %y: !torch.vtensor<[2,3,5],si64>) -> !torch.vtensor<[2,3,5],f32> {
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %0 = torch.aten.gather %x, %int-1, %y, %false : !torch.vtensor<[2,3,4],f32>, !torch.int, !torch.vtensor<[2,3,5],si64>, !torch.bool -> !torch.vtensor<[2,3,5],f32> loc("python/strata/opcases.py":119:0)
    return %0 : !torch.vtensor<[2,3,5],f32>
  }
}
