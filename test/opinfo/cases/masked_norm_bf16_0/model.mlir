// masked_norm_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],bf16>) -> !torch.vtensor<[],bf16> {
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %false = torch.constant.bool false
    %int15 = torch.constant.int 15
    %1 = torch.aten.linalg_vector_norm %tensors_0, %float2.000000e00, %0, %false, %int15 : !torch.vtensor<[],bf16>, !torch.float, !torch.list<int>, !torch.bool, !torch.int -> !torch.vtensor<[],bf16> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[],bf16>
  }
}
