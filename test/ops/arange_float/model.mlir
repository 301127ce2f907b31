// arange_float: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor<[8],f32> {
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %float2.500000e00 = torch.constant.float 2.500000e+00
    %float2.500000e-01 = torch.constant.float 2.500000e-01
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.aten.arange.start_step %float5.000000e-01, %float2.500000e00, %float2.500000e-01, %none, %none, %cpu, %false : !torch.float, !torch.float, !torch.float, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[8],f32> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[8],f32>
  }
}
