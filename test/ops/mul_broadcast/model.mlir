// mul_broadcast: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2,1,4],f32>, %y: !torch.vtensor<[3,1],f32>) -> !torch.vtensor<[2,3,4],f32> {
    %0 = torch.aten.mul.Tensor %x, %y : !torch.vtensor<[2,1,4],f32>, !torch.vtensor<[3,1],f32> -> !torch.vtensor<[2,3,4],f32> loc("python/strata/opcases.py":119:0)
    return %0 : !torch.vtensor<[2,3,4],f32>
  }
}
