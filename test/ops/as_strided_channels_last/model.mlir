// as_strided_channels_last: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[1,3,4,4],f32>) -> !torch.vtensor<[1,3,4,4],f32> {
    %int1 = torch.constant.int 1
    %int3 = torch.constant.int 3
    %int4 = torch.constant.int 4
    %0 = torch.prim.ListConstruct %int1, %int3, %int4, %int4 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int48 = torch.constant.int 48
    %int12 = torch.constant.int 12
    %1 = torch.prim.ListConstruct %int48, %int1, %int12, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %2 = torch.aten.as_strided %x, %0, %1, %none : !torch.vtensor<[1,3,4,4],f32>, !torch.list<int>, !torch.list<int>, !torch.none -> !torch.vtensor<[1,3,4,4],f32> loc("python/strata/opcases.py":115:0)
    return %2 : !torch.vtensor<[1,3,4,4],f32>
  }
}
