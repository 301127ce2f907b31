// nn_functional_adaptive_avg_pool3d_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[0,8,8,8,8],f64>) -> !torch.vtensor<[0,8,5,7,4],f64> {
    %int5 = torch.constant.int 5
    %int7 = torch.constant.int 7
    %int4 = torch.constant.int 4
    %0 = torch.prim.ListConstruct %int5, %int7, %int4 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.adaptive_avg_pool3d %tensors_0, %0 : !torch.vtensor<[0,8,8,8,8],f64>, !torch.list<int> -> !torch.vtensor<[0,8,5,7,4],f64> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[0,8,5,7,4],f64>
  }
}
