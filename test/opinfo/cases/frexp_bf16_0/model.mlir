// frexp_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[20],bf16>) -> (!torch.vtensor<[20],bf16>, !torch.vtensor<[20],si32>) {
    %0:2 = torch.aten.frexp.Tensor %tensors_0 : !torch.vtensor<[20],bf16> -> !torch.vtensor<[20],bf16>, !torch.vtensor<[20],si32> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1 : !torch.vtensor<[20],bf16>, !torch.vtensor<[20],si32>
  }
}
