// max_reduction_with_dim_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],ui8>) -> (!torch.vtensor<[5,5],ui8>, !torch.vtensor<[5,5],si64>) {
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %0:2 = torch.aten.max.dim %tensors_0, %int1, %false : !torch.vtensor<[5,5,5],ui8>, !torch.int, !torch.bool -> !torch.vtensor<[5,5],ui8>, !torch.vtensor<[5,5],si64> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1 : !torch.vtensor<[5,5],ui8>, !torch.vtensor<[5,5],si64>
  }
}
