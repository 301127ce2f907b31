// bucketize_f64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],f64>, %tensors_1: !torch.vtensor<[5],f64>) -> !torch.vtensor<[],si64> {
    %false = torch.constant.bool false
    %0 = torch.aten.bucketize.Tensor %tensors_0, %tensors_1, %false, %false : !torch.vtensor<[],f64>, !torch.vtensor<[5],f64>, !torch.bool, !torch.bool -> !torch.vtensor<[],si64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],si64>
  }
}
