// nn_functional_adaptive_max_pool2d_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,4,4,4],f16>) -> (!torch.vtensor<[1,4,2,3],f16>, !torch.vtensor<[1,4,2,3],si64>) {
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %1:2 = torch.aten.adaptive_max_pool2d %tensors_0, %0 : !torch.vtensor<[1,4,4,4],f16>, !torch.list<int> -> !torch.vtensor<[1,4,2,3],f16>, !torch.vtensor<[1,4,2,3],si64> loc("python/strata/opinfo.py":110:0)
    return %1#0, %1#1 : !torch.vtensor<[1,4,2,3],f16>, !torch.vtensor<[1,4,2,3],si64>
  }
}
