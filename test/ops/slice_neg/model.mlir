// slice_neg: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,8],f32>) -> !torch.vtensor<[2,3],f32> {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %0 = torch.aten.slice.Tensor %x, %int0, %int1, %int9223372036854775807, %int1 : !torch.vtensor<[3,8],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,8],f32> loc("python/strata/opcases.py":114:0)
    %int-3 = torch.constant.int -3
    %1 = torch.aten.slice.Tensor %0, %int1, %int-3, %int9223372036854775807, %int1 : !torch.vtensor<[2,8],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,3],f32> loc("python/strata/opcases.py":114:0)
    return %1 : !torch.vtensor<[2,3],f32>
  }
}
