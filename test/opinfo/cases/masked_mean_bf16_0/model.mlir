// masked_mean_bf16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],bf16>) -> !torch.vtensor<[],bf16> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %int4 = torch.constant.int 4
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %1 = torch.aten.ones %0, %int4, %none, %cpu, %false : !torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    %2 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %3 = torch.aten.sum.dim_IntList %1, %2, %false, %int4 : !torch.vtensor<[],si64>, !torch.list<int>, !torch.bool, !torch.int -> !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    %4 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %int15 = torch.constant.int 15
    %5 = torch.aten.sum.dim_IntList %tensors_0, %4, %false, %int15 : !torch.vtensor<[],bf16>, !torch.list<int>, !torch.bool, !torch.int -> !torch.vtensor<[],bf16> loc("python/strata/opinfo.py":110:0)
    %6 = torch.aten.div.Tensor %5, %3 : !torch.vtensor<[],bf16>, !torch.vtensor<[],si64> -> !torch.vtensor<[],bf16> loc("python/strata/opinfo.py":110:0)
    return %6 : !torch.vtensor<[],bf16>
  }
}
