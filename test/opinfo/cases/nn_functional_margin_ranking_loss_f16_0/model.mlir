// nn_functional_margin_ranking_loss_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f16>, %tensors_1: !torch.vtensor<[],f16>, %tensors_2: !torch.vtensor<[],f16>) -> !torch.vtensor<[],f16> {
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %int2 = torch.constant.int 2
    %0 = torch.aten.margin_ranking_loss %tensors_0, %tensors_1, %tensors_2, %float0.000000e00, %int2 : !torch.vtensor<[],f16>, !torch.vtensor<[],f16>, !torch.vtensor<[],f16>, !torch.float, !torch.int -> !torch.vtensor<[],f16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],f16>
  }
}
