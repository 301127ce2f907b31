// full: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2,3],f32> {
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %float1.500000e00 = torch.constant.float 1.500000e+00
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %1 = torch.aten.full %0, %float1.500000e00, %none, %none, %cpu, %false : !torch.list<int>, !torch.float, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[2,3],f32> loc("python/strata/opcases.py":114:0)
    return %1 : !torch.vtensor<[2,3],f32>
  }
}
