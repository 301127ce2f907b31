// transpose_neg: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[2,4,3],f32> {
    %int-1 = torch.constant.int -1
    %int-2 = torch.constant.int -2
    %0 = torch.aten.transpose.int %x, %int-1, %int-2 : !torch.vtensor<[2,3,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,4,3],f32> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[2,4,3],f32>
  }
}
