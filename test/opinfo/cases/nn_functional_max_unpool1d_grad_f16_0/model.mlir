// nn_functional_max_unpool1d_grad_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,2,1],f16>, %tensors_1: !torch.vtensor<[1,2,1],si64>) -> !torch.vtensor<[1,2,3],f16> {
    %int-1 = torch.constant.int -1
    %0 = torch.aten.unsqueeze %tensors_0, %int-1 : !torch.vtensor<[1,2,1],f16>, !torch.int -> !torch.vtensor<[1,2,1,1],f16> loc("python/strata/opinfo.py":110:0)
    %1 = torch.aten.unsqueeze %tensors_1, %int-1 : !torch.vtensor<[1,2,1],si64>, !torch.int -> !torch.vtensor<[1,2,1,1],si64> loc("python/strata/opinfo.py":110:0)
    %int3 = torch.constant.int 3
    %int1 = torch.constant.int 1
    %2 = torch.prim.ListConstruct %int3, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.aten.max_unpool2d %0, %1, %2 : !torch.vtensor<[1,2,1,1],f16>, !torch.vtensor<[1,2,1,1],si64>, !torch.list<int> -> !torch.vtensor<[1,2,3,1],f16> loc("python/strata/opinfo.py":110:0)
    %4 = torch.aten.squeeze.dim %3, %int-1 : !torch.vtensor<[1,2,3,1],f16>, !torch.int -> !torch.vtensor<[1,2,3],f16> loc("python/strata/opinfo.py":110:0)
    return %4 : !torch.vtensor<[1,2,3],f16>
  }
}
