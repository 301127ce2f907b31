// stack: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[3,4],f32>, %y: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[2,3,4],f32> {
    %0 = torch.prim.ListConstruct %x, %y : (!torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>) -> !torch.list<vtensor>
    %int0 = torch.constant.int 0
    %1 = torch.aten.stack %0, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,3,4],f32> loc("python/strata/opcases.py":119:0)
    return %1 : !torch.vtensor<[2,3,4],f32>
  }
}
