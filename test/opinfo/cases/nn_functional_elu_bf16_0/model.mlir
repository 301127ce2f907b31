// nn_functional_elu_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[20],bf16>) -> !torch.vtensor<[20],bf16> {
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %int1 = torch.constant.int 1
    %0 = torch.aten.elu %tensors_0, %float1.000000e00, %int1, %int1 : !torch.vtensor<[20],bf16>, !torch.float, !torch.int, !torch.int -> !torch.vtensor<[20],bf16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[20],bf16>
  }
}
