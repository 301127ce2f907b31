// pad_constant: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[1,2,3,3],f32>) -> !torch.vtensor<[1,2,4,6],f32> {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int1, %int2, %int0, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "constant"
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %1 = torch.aten.pad %x, %0, %str, %float5.000000e-01 : !torch.vtensor<[1,2,3,3],f32>, !torch.list<int>, !torch.str, !torch.float -> !torch.vtensor<[1,2,4,6],f32> loc("python/strata/opcases.py":114:0)
    return %1 : !torch.vtensor<[1,2,4,6],f32>
  }
}
