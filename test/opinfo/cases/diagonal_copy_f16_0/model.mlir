// diagonal_copy_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],f16>) -> !torch.vtensor<[5],f16> {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %0 = torch.aten.diagonal_copy %tensors_0, %int0, %int0, %int1 : !torch.vtensor<[5,5],f16>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[5],f16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5],f16>
  }
}
