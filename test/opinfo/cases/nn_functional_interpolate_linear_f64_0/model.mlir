// nn_functional_interpolate_linear_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[2,3,4],f64>) -> !torch.vtensor<[2,3,3],f64> {
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none = torch.constant.none
    %1 = torch.aten.upsample_linear1d.vec %tensors_0, %0, %true, %none : !torch.vtensor<[2,3,4],f64>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,3,3],f64> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[2,3,3],f64>
  }
}
