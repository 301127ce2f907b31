// index_select_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],bf16>, %tensors_1: !torch.vtensor<[1],si64>) -> !torch.vtensor<[],bf16> {
    %int0 = torch.constant.int 0
    %0 = torch.aten.index_select %tensors_0, %int0, %tensors_1 : !torch.vtensor<[],bf16>, !torch.int, !torch.vtensor<[1],si64> -> !torch.vtensor<[],bf16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],bf16>
  }
}
