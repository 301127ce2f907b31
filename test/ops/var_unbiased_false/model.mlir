// var_unbiased_false: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[3],f32> {
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int0, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.var.dim %x, %0, %false, %false : !torch.vtensor<[2,3,4],f32>, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[3],f32> loc("python/strata/opcases.py":114:0)
    return %1 : !torch.vtensor<[3],f32>
  }
}
