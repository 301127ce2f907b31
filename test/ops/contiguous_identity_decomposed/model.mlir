// contiguous_identity_decomposed: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[3,4],f32> {
    return %x : !torch.vtensor<[3,4],f32>
  }
}
