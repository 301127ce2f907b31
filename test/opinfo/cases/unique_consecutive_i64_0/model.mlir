// unique_consecutive_i64_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,0,5],si64>) -> !torch.vtensor<[5,0,5],si64> {
    %false = torch.constant.bool false
    %int1 = torch.constant.int 1
    %0:3 = torch.aten.unique_consecutive %tensors_0, %false, %false, %int1 : !torch.vtensor<[5,0,5],si64>, !torch.bool, !torch.bool, !torch.int -> !torch.vtensor<[5,0,5],si64>, !torch.vtensor<[0],si64>, !torch.vtensor<[0],si64> loc("python/strata/opinfo.py":110:0)
    return %0#0 : !torch.vtensor<[5,0,5],si64>
  }
}
