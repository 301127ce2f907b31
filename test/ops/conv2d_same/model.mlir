// conv2d_same: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[1,2,6,6],f32>, %y: !torch.vtensor<[3,2,3,2],f32>) -> !torch.vtensor<[1,3,6,6],f32> {
    %none = torch.constant.none
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "same"
    %1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.aten.conv2d.padding %x, %y, %none, %0, %str, %1, %int1 : !torch.vtensor<[1,2,6,6],f32>, !torch.vtensor<[3,2,3,2],f32>, !torch.none, !torch.list<int>, !torch.str, !torch.list<int>, !torch.int -> !torch.vtensor<[1,3,6,6],f32> loc("python/strata/opcases.py":119:0)
    return %2 : !torch.vtensor<[1,3,6,6],f32>
  }
}
