// gather: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[4,6],f32>, %y: !torch.vtensor<[4,3],si64>) -> !torch.vtensor<[4,3],f32> {
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %0 = torch.aten.gather %x, %int1, %y, %false : !torch.vtensor<[4,6],f32>, !torch.int, !torch.vtensor<[4,3],si64>, !torch.bool -> !torch.vtensor<[4,3],f32> loc("python/strata/opcases.py":119:0)
    return %0 : !torch.vtensor<[4,3],f32>
  }
}
