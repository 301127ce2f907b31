// arange_start_step: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor<[4],si64> {
    %int1 = torch.constant.int 1
    %int11 = torch.constant.int 11
    %int3 = torch.constant.int 3
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.aten.arange.start_step %int1, %int11, %int3, %none, %none, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[4],si64> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[4],si64>
  }
}
