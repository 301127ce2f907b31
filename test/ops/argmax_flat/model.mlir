// argmax_flat: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,8],f32>) -> !torch.vtensor<[],si64> {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.argmax %x, %none, %false : !torch.vtensor<[3,8],f32>, !torch.none, !torch.bool -> !torch.vtensor<[],si64> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[],si64>
  }
}
