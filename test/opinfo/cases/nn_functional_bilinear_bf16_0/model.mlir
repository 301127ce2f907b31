// nn_functional_bilinear_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[3],bf16>, %tensors_1: !torch.vtensor<[4],bf16>, %tensors_2: !torch.vtensor<[5,3,4],bf16>, %tensors_3: !torch.vtensor<[5],bf16>) -> !torch.vtensor<[5],bf16> {
    %0 = torch.aten.bilinear %tensors_0, %tensors_1, %tensors_2, %tensors_3 : !torch.vtensor<[3],bf16>, !torch.vtensor<[4],bf16>, !torch.vtensor<[5,3,4],bf16>, !torch.vtensor<[5],bf16> -> !torch.vtensor<[5],bf16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5],bf16>
  }
}
