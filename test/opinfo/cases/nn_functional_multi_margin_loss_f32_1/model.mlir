// nn_functional_multi_margin_loss_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],f32>, %tensors_1: !torch.vtensor<[],si64>) -> !torch.vtensor<[],f32> {
    %int1 = torch.constant.int 1
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %none = torch.constant.none
    %0 = torch.aten.multi_margin_loss %tensors_0, %tensors_1, %int1, %float1.000000e00, %none, %int1 : !torch.vtensor<[5],f32>, !torch.vtensor<[],si64>, !torch.int, !torch.float, !torch.none, !torch.int -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f32>
  }
}
