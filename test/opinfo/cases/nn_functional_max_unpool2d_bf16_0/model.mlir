// nn_functional_max_unpool2d_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,2,1,3],bf16>, %tensors_1: !torch.vtensor<[1,2,1,3],si64>) -> !torch.vtensor<[1,2,3,6],bf16> {
    %int3 = torch.constant.int 3
    %int6 = torch.constant.int 6
    %0 = torch.prim.ListConstruct %int3, %int6 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.max_unpool2d %tensors_0, %tensors_1, %0 : !torch.vtensor<[1,2,1,3],bf16>, !torch.vtensor<[1,2,1,3],si64>, !torch.list<int> -> !torch.vtensor<[1,2,3,6],bf16> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[1,2,3,6],bf16>
  }
}
