// nn_functional_cross_entropy_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[2,3],f16>, %tensors_1: !torch.vtensor<[2],si64>) -> !torch.vtensor<[],f16> {
    %none = torch.constant.none
    %int1 = torch.constant.int 1
    %int-100 = torch.constant.int -100
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %0 = torch.aten.cross_entropy_loss %tensors_0, %tensors_1, %none, %int1, %int-100, %float0.000000e00 : !torch.vtensor<[2,3],f16>, !torch.vtensor<[2],si64>, !torch.none, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[],f16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f16>
  }
}
