// new_full_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
    %0 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %float-1.765826e00 = torch.constant.float -1.765826e+00
    %none = torch.constant.none
    %false = torch.constant.bool false
    %1 = torch.aten.new_full %tensors_0, %0, %float-1.765826e00, %none, %none, %none, %false : !torch.vtensor<[],f32>, !torch.list<int>, !torch.float, !torch.none, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[],f32> loc("python/strata/opinfo.py":110:0)
    return %1 : !torch.vtensor<[],f32>
  }
}
