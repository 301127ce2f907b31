// diagonal_copy_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],f32>) -> !torch.vtensor<[3],f32> {
    %int2 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %0 = torch.aten.diagonal_copy %tensors_0, %int2, %int0, %int1 : !torch.vtensor<[5,5],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[3],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[3],f32>
  }
}
