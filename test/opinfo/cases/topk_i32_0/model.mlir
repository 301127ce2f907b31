// topk_i32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,10,5],si32>) -> (!torch.vtensor<[5,10,3],si32>, !torch.vtensor<[5,10,3],si64>) {
    %int3 = torch.constant.int 3
    %int-1 = torch.constant.int -1
    %true = torch.constant.bool true
    %0:2 = torch.aten.topk %tensors_0, %int3, %int-1, %true, %true : !torch.vtensor<[5,10,5],si32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[5,10,3],si32>, !torch.vtensor<[5,10,3],si64> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1 : !torch.vtensor<[5,10,3],si32>, !torch.vtensor<[5,10,3],si64>
  }
}
