// scatter_reduce_amax_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[10,5],bf16>, %tensors_1: !torch.vtensor<[5,5],si64>, %tensors_2: !torch.vtensor<[5,5],bf16>) -> !torch.vtensor<[10,5],bf16> {
    %int0 = torch.constant.int 0
    %str = torch.constant.str "amax"
    %false = torch.constant.bool false
    %0 = torch.aten.scatter_reduce.two %tensors_0, %int0, %tensors_1, %tensors_2, %str, %false : !torch.vtensor<[10,5],bf16>, !torch.int, !torch.vtensor<[5,5],si64>, !torch.vtensor<[5,5],bf16>, !torch.str, !torch.bool -> !torch.vtensor<[10,5],bf16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[10,5],bf16>
  }
}
