// nn_functional_embedding_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[10,5],bf16>, %tensors_1: !torch.vtensor<[],si64>) -> !torch.vtensor<[5],bf16> {
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %0 = torch.aten.embedding %tensors_0, %tensors_1, %int-1, %false, %false : !torch.vtensor<[10,5],bf16>, !torch.vtensor<[],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[5],bf16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5],bf16>
  }
}
