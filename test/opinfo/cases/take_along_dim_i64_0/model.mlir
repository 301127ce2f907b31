// take_along_dim_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],si64>, %tensors_1: !torch.vtensor<[5,5],si64>) -> !torch.vtensor<[5,5],si64> {
    %int0 = torch.constant.int 0
    %0 = torch.aten.take_along_dim %tensors_0, %tensors_1, %int0 : !torch.vtensor<[5,5],si64>, !torch.vtensor<[5,5],si64>, !torch.int -> !torch.vtensor<[5,5],si64> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5,5],si64>
  }
}
