// nn_functional_hinge_embedding_loss_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],f16>, %tensors_1: !torch.vtensor<[5],f16>) -> !torch.vtensor<[5],f16> {
    %float8.396164e00 = torch.constant.float 8.396164e+00
    %int0 = torch.constant.int 0
    %0 = torch.aten.hinge_embedding_loss %tensors_0, %tensors_1, %float8.396164e00, %int0 : !torch.vtensor<[5],f16>, !torch.vtensor<[5],f16>, !torch.float, !torch.int -> !torch.vtensor<[5],f16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5],f16>
  }
}
