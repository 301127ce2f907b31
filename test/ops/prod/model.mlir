// prod: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,6],f32>) -> !torch.vtensor<[3],f32> {
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %none = torch.constant.none
    %0 = torch.aten.prod.dim_int %x, %int1, %false, %none : !torch.vtensor<[3,6],f32>, !torch.int, !torch.bool, !torch.none -> !torch.vtensor<[3],f32> loc("python/strata/opcases.py":114:0)
    return %0 : !torch.vtensor<[3],f32>
  }
}
