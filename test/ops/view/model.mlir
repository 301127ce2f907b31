// view: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[6,4],f32> {
    %int-1 = torch.constant.int -1
    %int4 = torch.constant.int 4
    %0 = torch.prim.ListConstruct %int-1, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.view %x, %0 : !torch.vtensor<[2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[6,4],f32> loc("python/strata/opcases.py":114:0)
    return %1 : !torch.vtensor<[6,4],f32>
  }
}
