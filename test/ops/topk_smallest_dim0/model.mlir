// topk_smallest_dim0: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[5,3],f32>) -> (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si64>) {
    %int2 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %false = torch.constant.bool false
    %true = torch.constant.bool true
    %0:2 = torch.aten.topk %x, %int2, %int0, %false, %true : !torch.vtensor<[5,3],f32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si64> loc("python/strata/opcases.py":114:0)
    return %0#0, %0#1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si64>
  }
}
