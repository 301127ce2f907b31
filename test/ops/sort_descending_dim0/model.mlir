// sort_descending_dim0: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[4,3],f32>) -> (!torch.vtensor<[4,3],f32>, !torch.vtensor<[4,3],si64>) {
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %0:2 = torch.aten.sort %x, %int0, %true : !torch.vtensor<[4,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[4,3],f32>, !torch.vtensor<[4,3],si64> loc("python/strata/opcases.py":114:0)
    return %0#0, %0#1 : !torch.vtensor<[4,3],f32>, !torch.vtensor<[4,3],si64>
  }
}
