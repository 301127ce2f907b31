// nn_functional_adaptive_avg_pool2d_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,8,8,8],f64>) -> !torch.vtensor<[1,8,5,7],f64> {
    %int5 = torch.constant.int 5
    %int7 = torch.constant.int 7
    %0 = torch.prim.ListConstruct %int5, %int7 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.adaptive_avg_pool2d %tensors_0, %0 : !torch.vtensor<[1,8,8,8],f64>, !torch.list<int> -> !torch.vtensor<[1,8,5,7],f64> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[1,8,5,7],f64>
  }
}
