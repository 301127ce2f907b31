// logspace_tensor_overload_i32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],si64>, %tensors_1: !torch.vtensor<[],si64>) -> !torch.vtensor<[0],si32> {
    %int0 = torch.constant.int 0
    %float1.000000e01 = torch.constant.float 1.000000e+01
    %int3 = torch.constant.int 3
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.aten.logspace.Tensor_Tensor %tensors_0, %tensors_1, %int0, %float1.000000e01, %int3, %none, %cpu, %false : !torch.vtensor<[],si64>, !torch.vtensor<[],si64>, !torch.int, !torch.float, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[0],si32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[0],si32>
  }
}
