// slice_step: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,8],f32>) -> !torch.vtensor<[3,3],f32> {
    %int1 = torch.constant.int 1
    %int7 = torch.constant.int 7
    %int2 = torch.constant.int 2
    %0 = torch.aten.slice.Tensor %x, %int1, %int1, %int7, %int2 : !torch.vtensor<[3,8],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3,3],f32> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[3,3],f32>
  }
}
