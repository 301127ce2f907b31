// pad_negative: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[1,2,3,4],f32>) -> !torch.vtensor<[1,2,3,4],f32> {
    %int-1 = torch.constant.int -1
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int-1, %int1, %int0, %int0 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "constant"
    %none = torch.constant.none
    %1 = torch.aten.pad %x, %0, %str, %none : !torch.vtensor<[1,2,3,4],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[1,2,3,4],f32> loc("python/strata/opcases.py":114:0)
    return %1 : !torch.vtensor<[1,2,3,4],f32>
  }
}
