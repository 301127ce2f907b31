// nn_functional_triplet_margin_with_distance_loss_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,10],si64>, %tensors_1: !torch.vtensor<[5,10],si64>, %tensors_2: !torch.vtensor<[5,10],si64>) -> !torch.vtensor<[],f32> {
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %float1.000000e-06 = torch.constant.float 1.000000e-06
    %false = torch.constant.bool false
    %0 = torch.aten.pairwise_distance %tensors_0, %tensors_1, %float2.000000e00, %float1.000000e-06, %false : !torch.vtensor<[5,10],si64>, !torch.vtensor<[5,10],si64>, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    %1 = torch.aten.pairwise_distance %tensors_0, %tensors_2, %float2.000000e00, %float1.000000e-06, %false : !torch.vtensor<[5,10],si64>, !torch.vtensor<[5,10],si64>, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    %2 = torch.prim.NumToTensor.Scalar %float1.000000e-06 : !torch.float -> !torch.vtensor<[],f64>
    %int1 = torch.constant.int 1
    %3 = torch.aten.add.Tensor %0, %2, %int1 : !torch.vtensor<[5],f32>, !torch.vtensor<[],f64>, !torch.int -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    %4 = torch.aten.sub.Tensor %3, %1, %int1 : !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.int -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    %int0 = torch.constant.int 0
    %5 = torch.aten.clamp_min %4, %int0 : !torch.vtensor<[5],f32>, !torch.int -> !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    %none = torch.constant.none
    %6 = torch.aten.mean %5, %none : !torch.vtensor<[5],f32>, !torch.none -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %6 : !torch.vtensor<[],f32>
  }
}
