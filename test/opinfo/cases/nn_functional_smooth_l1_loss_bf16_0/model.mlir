// nn_functional_smooth_l1_loss_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],bf16>, %tensors_1: !torch.vtensor<[],bf16>) -> !torch.vtensor<[],bf16> {
    %0 = torch.prim.ListConstruct %tensors_0, %tensors_1 : (!torch.vtensor<[],bf16>, !torch.vtensor<[],bf16>) -> !torch.list<vtensor>
    %1 = torch.aten.broadcast_tensors %0 : !torch.list<vtensor> -> !torch.list<vtensor> loc("python/strata/opinfo.py":110:0)
    %2:2 = torch.prim.ListUnpack %1 : !torch.list<vtensor> -> !torch.vtensor<[],bf16>, !torch.vtensor<[],bf16> loc("python/strata/opinfo.py":110:0)
    %int1 = torch.constant.int 1
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %3 = torch.aten.smooth_l1_loss %2#0, %2#1, %int1, %float1.000000e00 : !torch.vtensor<[],bf16>, !torch.vtensor<[],bf16>, !torch.int, !torch.float -> !torch.vtensor<[],bf16> loc("python/strata/opinfo.py":110:0)
    return %3 : !torch.vtensor<[],bf16>
  }
}
