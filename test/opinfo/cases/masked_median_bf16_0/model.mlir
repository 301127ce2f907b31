// masked_median_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],bf16>) -> !torch.vtensor<[],bf16> {
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %0:2 = torch.aten.nanmedian.dim %tensors_0, %int0, %false : !torch.vtensor<[5],bf16>, !torch.int, !torch.bool -> !torch.vtensor<[],bf16>, !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    return %0#0 : !torch.vtensor<[],bf16>
  }
}
