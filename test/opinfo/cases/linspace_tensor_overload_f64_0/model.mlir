// linspace_tensor_overload_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f32>, %tensors_1: !torch.vtensor<[],si64>) -> !torch.vtensor<[0],f64> {
    %int0 = torch.constant.int 0
    %int7 = torch.constant.int 7
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %0 = torch.aten.linspace.Tensor_Tensor %tensors_0, %tensors_1, %int0, %int7, %none, %cpu, %false : !torch.vtensor<[],f32>, !torch.vtensor<[],si64>, !torch.int, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[0],f64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[0],f64>
  }
}
