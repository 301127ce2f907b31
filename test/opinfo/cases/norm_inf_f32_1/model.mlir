// norm_inf_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],f32>) -> !torch.vtensor<[],f32> {
    %float0x7FF0000000000000 = torch.constant.float 0x7FF0000000000000
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0 = torch.aten.linalg_vector_norm %tensors_0, %float0x7FF0000000000000, %none, %false, %none : !torch.vtensor<[5,5],f32>, !torch.float, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f32>
  }
}
