// native_layer_norm_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,2,3],bf16>, %tensors_1: !torch.vtensor<[1,2,3],bf16>, %tensors_2: !torch.vtensor<[1,2,3],bf16>) -> (!torch.vtensor<[1,2,3],bf16>, !torch.vtensor<[1,1,1],bf16>, !torch.vtensor<[1,1,1],bf16>) {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int1, %int2, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %1:3 = torch.aten.native_layer_norm %tensors_0, %0, %tensors_1, %tensors_2, %float5.000000e-01 : !torch.vtensor<[1,2,3],bf16>, !torch.list<int>, !torch.vtensor<[1,2,3],bf16>, !torch.vtensor<[1,2,3],bf16>, !torch.float -> !torch.vtensor<[1,2,3],bf16>, !torch.vtensor<[1,1,1],bf16>, !torch.vtensor<[1,1,1],bf16> loc("python/strata/opinfo.py":110:0)
    return %1#0, %1#1, %1#2 : !torch.vtensor<[1,2,3],bf16>, !torch.vtensor<[1,1,1],bf16>, !torch.vtensor<[1,1,1],bf16>
  }
}
