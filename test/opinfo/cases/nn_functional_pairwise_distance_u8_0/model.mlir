// nn_functional_pairwise_distance_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[3],ui8>, %tensors_1: !torch.vtensor<[3],ui8>) -> !torch.vtensor<[],f32> {
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %float1.000000e-06 = torch.constant.float 1.000000e-06
    %false = torch.constant.bool false
    %0 = torch.aten.pairwise_distance %tensors_0, %tensors_1, %float2.000000e00, %float1.000000e-06, %false : !torch.vtensor<[3],ui8>, !torch.vtensor<[3],ui8>, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f32>
  }
}
