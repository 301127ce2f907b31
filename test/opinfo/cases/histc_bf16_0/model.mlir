// histc_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],bf16>) -> !torch.vtensor<[100],bf16> {
    %int100 = torch.constant.int 100
    %int0 = torch.constant.int 0
    %0 = torch.aten.histc %tensors_0, %int100, %int0, %int0 : !torch.vtensor<[],bf16>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[100],bf16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[100],bf16>
  }
}
