// arange: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor<[8],si64> {
    %int8 = torch.constant.int 8
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.aten.arange %int8, %none, %none, %cpu, %false : !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[8],si64> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[8],si64>
  }
}
