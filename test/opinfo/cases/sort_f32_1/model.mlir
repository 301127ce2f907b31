// sort_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],f32>) -> (!torch.vtensor<[5,5,5],f32>, !torch.vtensor<[5,5,5],si64>) {
    %true = torch.constant.bool true
    %int-3 = torch.constant.int -3
    %0:2 = torch.aten.sort.stable %tensors_0, %true, %int-3, %true : !torch.vtensor<[5,5,5],f32>, !torch.bool, !torch.int, !torch.bool -> !torch.vtensor<[5,5,5],f32>, !torch.vtensor<[5,5,5],si64> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1 : !torch.vtensor<[5,5,5],f32>, !torch.vtensor<[5,5,5],si64>
  }
}
