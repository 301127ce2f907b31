// nn_functional_leaky_relu_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[10,10],bf16>) -> !torch.vtensor<[10,10],bf16> {
    %float1.000000e-02 = torch.constant.float 1.000000e-02
    %0 = torch.aten.leaky_relu %tensors_0, %float1.000000e-02 : !torch.vtensor<[10,10],bf16>, !torch.float -> !torch.vtensor<[10,10],bf16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[10,10],bf16>
  }
}
