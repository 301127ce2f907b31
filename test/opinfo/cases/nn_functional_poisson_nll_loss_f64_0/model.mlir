// nn_functional_poisson_nll_loss_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],f64>, %tensors_1: !torch.vtensor<[5],f64>) -> !torch.vtensor<[5],f64> {
    %true = torch.constant.bool true
    %float1.000000e-08 = torch.constant.float 1.000000e-08
    %int0 = torch.constant.int 0
    %0 = torch.aten.poisson_nll_loss %tensors_0, %tensors_1, %true, %true, %float1.000000e-08, %int0 : !torch.vtensor<[5],f64>, !torch.vtensor<[5],f64>, !torch.bool, !torch.bool, !torch.float, !torch.int -> !torch.vtensor<[5],f64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5],f64>
  }
}
