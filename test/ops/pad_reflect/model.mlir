// pad_reflect: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[1,2,4,4],f32>) -> !torch.vtensor<[1,2,6,6],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1, %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "reflect"
    %none = torch.constant.none
    %1 = torch.aten.pad %x, %0, %str, %none : !torch.vtensor<[1,2,4,4],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,2,6,6],f32> loc("python/strata/opcases.py":114:0)
    return %1 : !torch.vtensor<[1,2,6,6],f32>
  }
}
