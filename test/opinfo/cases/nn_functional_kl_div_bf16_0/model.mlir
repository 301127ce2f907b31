// nn_functional_kl_div_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[2],bf16>, %tensors_1: !torch.vtensor<[2],bf16>) -> !torch.vtensor<[2],bf16> {
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %0 = torch.aten.kl_div %tensors_0, %tensors_1, %int0, %true : !torch.vtensor<[2],bf16>, !torch.vtensor<[2],bf16>, !torch.int, !torch.bool -> !torch.vtensor<[2],bf16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[2],bf16>
  }
}
