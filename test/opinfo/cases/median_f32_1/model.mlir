// median_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f32>) -> (!torch.vtensor<[],f32>, !torch.vtensor<[],si64>) {
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %0:2 = torch.aten.median.dim %tensors_0, %int0, %true : !torch.vtensor<[],f32>, !torch.int, !torch.bool -> !torch.vtensor<[],f32>, !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1 : !torch.vtensor<[],f32>, !torch.vtensor<[],si64>
  }
}
