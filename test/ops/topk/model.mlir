// topk: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,8],f32>) -> (!torch.vtensor<[3,3],f32>, !torch.vtensor<[3,3],si64>) {
    %int3 = torch.constant.int 3
    %int-1 = torch.constant.int -1
    %true = torch.constant.bool true
    %0:2 = torch.aten.topk %x, %int3, %int-1, %true, %true : !torch.vtensor<[3,8],f32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[3,3],f32>, !torch.vtensor<[3,3],si64> loc("python/strata/opcases.py":114:0)
    return %0#0, %0#1 : !torch.vtensor<[3,3],f32>, !torch.vtensor<[3,3],si64>
  }
}
