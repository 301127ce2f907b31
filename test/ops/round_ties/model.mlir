// round_ties: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[12],f32>) -> !torch.vtensor<[12],f32> {
    %0 = torch.aten.round %x : !torch.vtensor<[12],f32> -> !torch.vtensor<[12],f32> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[12],f32>
  }
}
