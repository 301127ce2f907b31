// histogram_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f32>, %tensors_1: !torch.vtensor<[2],f32>) -> (!torch.vtensor<[1],f32>, !torch.vtensor<[2],f32>) {
    %none = torch.constant.none
    %false = torch.constant.bool false
    %0:2 = torch.aten.histogram.bins_tensor %tensors_0, %tensors_1, %none, %false : !torch.vtensor<[],f32>, !torch.vtensor<[2],f32>, !torch.none, !torch.bool -> !torch.vtensor<[1],f32>, !torch.vtensor<[2],f32> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1 : !torch.vtensor<[1],f32>, !torch.vtensor<[2],f32>
  }
}
