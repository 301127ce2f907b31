// nn_functional_adaptive_max_pool3d_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,4,4,3,5],bf16>) -> (!torch.vtensor<[1,4,4,3,5],bf16>, !torch.vtensor<[1,4,4,3,5],si64>) {
    %int4 = torch.constant.int 4
    %int3 = torch.constant.int 3
    %int5 = torch.constant.int 5
    %0 = torch.prim.ListConstruct %int4, %int3, %int5 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1:2 = torch.aten.adaptive_max_pool3d %tensors_0, %0 : !torch.vtensor<[1,4,4,3,5],bf16>, !torch.list<int> -> !torch.vtensor<[1,4,4,3,5],bf16>, !torch.vtensor<[1,4,4,3,5],si64> loc("python/strata/opinfo.py":110:0)
    return %1#0, %1#1 : !torch.vtensor<[1,4,4,3,5],bf16>, !torch.vtensor<[1,4,4,3,5],si64>
  }
}
