// expand: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,1],f32>) -> !torch.vtensor<[2,3,5],f32> {
    %int2 = torch.constant.int 2
    %int-1 = torch.constant.int -1
    %int5 = torch.constant.int 5
    %0 = torch.prim.ListConstruct %int2, %int-1, %int5 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %1 = torch.aten.expand %x, %0, %false : !torch.vtensor<[3,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,3,5],f32> loc("python/strata/opcases.py":114:0)
    return %1 : !torch.vtensor<[2,3,5],f32>
  }
}
