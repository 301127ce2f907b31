// masked_sum_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f16>) -> !torch.vtensor<[],f16> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %false = torch.constant.bool false
    %int5 = torch.constant.int 5
    %1 = torch.aten.sum.dim_IntList %tensors_0, %0, %false, %int5 : !torch.vtensor<[],f16>, !torch.list<int>, !torch.bool, !torch.int -> !torch.vtensor<[],f16> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[],f16>
  }
}
