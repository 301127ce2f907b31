// masked_fill: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],f32>, %y: !torch.vtensor<[3,4],i1>) -> !torch.vtensor<[3,4],f32> {
    %float-1.500000e00 = torch.constant.float -1.500000e+00
    %0 = torch.aten.masked_fill.Scalar %x, %y, %float-1.500000e00 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],i1>, !torch.float -> !torch.vtensor<[3,4],f32> loc("python/strata/opcases.py":119:0)
    return %0 : !torch.vtensor<[3,4],f32>
  }
}
