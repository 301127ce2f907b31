// nn_functional_group_norm_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,6,3],f64>, %tensors_1: !torch.vtensor<[6],f64>, %tensors_2: !torch.vtensor<[6],f64>) -> !torch.vtensor<[1,6,3],f64> {
    %int2 = torch.constant.int 2
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %false = torch.constant.bool false
    %0 = torch.aten.group_norm %tensors_0, %int2, %tensors_1, %tensors_2, %float5.000000e-01, %false : !torch.vtensor<[1,6,3],f64>, !torch.int, !torch.vtensor<[6],f64>, !torch.vtensor<[6],f64>, !torch.float, !torch.bool -> !torch.vtensor<[1,6,3],f64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[1,6,3],f64>
  }
}
