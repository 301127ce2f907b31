// reshape: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[4,6],f32> {
    %int4 = torch.constant.int 4
    %int-1 = torch.constant.int -1
    %0 = torch.prim.ListConstruct %int4, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.reshape %x, %0 : !torch.vtensor<[2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[4,6],f32> loc("python/strata/opcases.py":114:0)
    return %1 : !torch.vtensor<[4,6],f32>
  }
}
