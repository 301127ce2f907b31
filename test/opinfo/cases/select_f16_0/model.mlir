// select_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],f16>) -> !torch.vtensor<[5,5],f16> {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %0 = torch.aten.select.int %tensors_0, %int1, %int2 : !torch.vtensor<[5,5,5],f16>, !torch.int, !torch.int -> !torch.vtensor<[5,5],f16> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %1 = torch.aten.clone %0, %none : !torch.vtensor<[5,5],f16>, !torch.none -> !torch.vtensor<[5,5],f16> loc("python/strata/opinfo.py":111:0)
    return %1 : !torch.vtensor<[5,5],f16>
  }
}
