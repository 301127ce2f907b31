// bfloat16_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],complex<f32>>) -> !torch.vtensor<[],bf16> {
    %int15 = torch.constant.int 15
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.to.dtype %tensors_0, %int15, %false, %false, %none : !torch.vtensor<[],complex<f32>>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[],bf16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],bf16>
  }
}
