// nn_functional_normalize_c64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[2,1,4,5],complex<f32>>) -> !torch.vtensor<[2,1,4,5],complex<f32>> {
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none = torch.constant.none
    %1 = torch.aten.linalg_vector_norm %tensors_0, %float1.000000e00, %0, %true, %none : !torch.vtensor<[2,1,4,5],complex<f32>>, !torch.float, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,1,1,5],f32> loc("python/strata/opinfo.py":110:0)
    %float1.000000e-12 = torch.constant.float 1.000000e-12
    %2 = torch.aten.clamp_min %1, %float1.000000e-12 : !torch.vtensor<[2,1,1,5],f32>, !torch.float -> !torch.vtensor<[2,1,1,5],f32> loc("python/strata/opinfo.py":110:0)
    %3 = torch.aten.expand_as %2, %tensors_0 : !torch.vtensor<[2,1,1,5],f32>, !torch.vtensor<[2,1,4,5],complex<f32>> -> !torch.vtensor<[2,1,4,5],f32> loc("python/strata/opinfo.py":110:0)
    %4 = torch.aten.div.Tensor %tensors_0, %3 : !torch.vtensor<[2,1,4,5],complex<f32>>, !torch.vtensor<[2,1,4,5],f32> -> !torch.vtensor<[2,1,4,5],complex<f32>> loc("python/strata/opinfo.py":110:0)
    return %4 : !torch.vtensor<[2,1,4,5],complex<f32>>
  }
}
