// transpose_copy_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,2,3],f16>) -> !torch.vtensor<[1,3,2],f16> {
    %int-1 = torch.constant.int -1
    %int-2 = torch.constant.int -2
    %0 = torch.aten.transpose_copy.int %tensors_0, %int-1, %int-2 : !torch.vtensor<[1,2,3],f16>, !torch.int, !torch.int -> !torch.vtensor<[1,3,2],f16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[1,3,2],f16>
  }
}
