// nn_functional_conv3d_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[1,1,4,4,4],bf16>, %tensors_1: !torch.vtensor<[1,1,1,1,1],bf16>, %tensors_2: !torch.vtensor<[1],bf16>) -> !torch.vtensor<[1,1,4,4,4],bf16> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "same"
    %1 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.conv3d.padding %tensors_0, %tensors_1, %tensors_2, %0, %str, %1, %int1 : !torch.vtensor<[1,1,4,4,4],bf16>, !torch.vtensor<[1,1,1,1,1],bf16>, !torch.vtensor<[1],bf16>, !torch.list<int>, !torch.str, !torch.list<int>, !torch.int -> !torch.vtensor<[1,1,4,4,4],bf16> loc("python/strata/opinfo.py":110:0)
    return %2 : !torch.vtensor<[1,1,4,4,4],bf16>
  }
}
