// masked_norm_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %false = torch.constant.bool false
    %int6 = torch.constant.int 6
    %1 = torch.aten.linalg_vector_norm %tensors_0, %float2.000000e00, %0, %false, %int6 : !torch.vtensor<[],f32>, !torch.float, !torch.list<int>, !torch.bool, !torch.int -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[],f32>
  }
}
