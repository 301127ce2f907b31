// nn_functional_triplet_margin_loss_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,10],si64>, %tensors_1: !torch.vtensor<[5,10],si64>, %tensors_2: !torch.vtensor<[5,10],si64>) -> !torch.vtensor<[],f32> {
    %float1.000000e-06 = torch.constant.float 1.000000e-06
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %false = torch.constant.bool false
    %int1 = torch.constant.int 1
    %0 = torch.aten.triplet_margin_loss %tensors_0, %tensors_1, %tensors_2, %float1.000000e-06, %float2.000000e00, %float1.000000e-06, %false, %int1 : !torch.vtensor<[5,10],si64>, !torch.vtensor<[5,10],si64>, !torch.vtensor<[5,10],si64>, !torch.float, !torch.float, !torch.float, !torch.bool, !torch.int -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f32>
  }
}
