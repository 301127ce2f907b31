// linspace_tensor_overload_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f32>) -> !torch.vtensor<[0],f32> {
    %int-3 = torch.constant.int -3
    %int0 = torch.constant.int 0
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.aten.linspace.Tensor_Scalar %tensors_0, %int-3, %int0, %int6, %none, %cpu, %false : !torch.vtensor<[],f32>, !torch.int, !torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[0],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[0],f32>
  }
}
