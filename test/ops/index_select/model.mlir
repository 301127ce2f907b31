// index_select: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[6,4],f32>, %y: !torch.vtensor<[5],si64>) -> !torch.vtensor<[5,4],f32> {
    %int0 = torch.constant.int 0
    %0 = torch.aten.index_select %x, %int0, %y : !torch.vtensor<[6,4],f32>, !torch.int, !torch.vtensor<[5],si64> -> !torch.vtensor<[5,4],f32> loc("python/strata/opcases.py":119:0)
    return %0 : !torch.vtensor<[5,4],f32>
  }
}
