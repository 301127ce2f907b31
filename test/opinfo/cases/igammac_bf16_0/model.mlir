// igammac_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[0,1,3],bf16>, %tensors_1: !torch.vtensor<[0,10,3],bf16>) -> !torch.vtensor<[0,10,3],bf16> {
    %0 = torch.aten.igammac %tensors_0, %tensors_1 : !torch.vtensor<[0,1,3],bf16>, !torch.vtensor<[0,10,3],bf16> -> !torch.vtensor<[0,10,3],bf16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[0,10,3],bf16>
  }
}
