// nn_functional_nll_loss_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[2,3],f16>, %tensors_1: !torch.vtensor<[2],si64>) -> !torch.vtensor<[2],f16> {
    %none = torch.constant.none
    %int0 = torch.constant.int 0
    %int-100 = torch.constant.int -100
    %0 = torch.aten.nll_loss_nd %tensors_0, %tensors_1, %none, %int0, %int-100 : !torch.vtensor<[2,3],f16>, !torch.vtensor<[2],si64>, !torch.none, !torch.int, !torch.int -> !torch.vtensor<[2],f16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[2],f16>
  }
}
