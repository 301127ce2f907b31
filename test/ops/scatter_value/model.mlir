// scatter_value: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%b_index: !torch.vtensor<[3,2],si64>, %x: !torch.vtensor<[3,5],f32>) -> !torch.vtensor<[3,5],f32> {
    %int1 = torch.constant.int 1
    %float2.500000e00 = torch.constant.float 2.500000e+00
    %0 = torch.aten.scatter.value %x, %int1, %b_index, %float2.500000e00 : !torch.vtensor<[3,5],f32>, !torch.int, !torch.vtensor<[3,2],si64>, !torch.float -> !torch.vtensor<[3,5],f32> loc("python/strata/opcases.py":391:0)
    return %0 : !torch.vtensor<[3,5],f32>
  }
}
