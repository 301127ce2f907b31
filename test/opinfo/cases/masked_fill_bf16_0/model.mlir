// masked_fill_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],bf16>, %tensors_1: !torch.vtensor<[5,5],i1>) -> !torch.vtensor<[5,5],bf16> {
    %int10 = torch.constant.int 10
    %0 = torch.aten.masked_fill.Scalar %tensors_0, %tensors_1, %int10 : !torch.vtensor<[5,5],bf16>, !torch.vtensor<[5,5],i1>, !torch.int -> !torch.vtensor<[5,5],bf16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5,5],bf16>
  }
}
