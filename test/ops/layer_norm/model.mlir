// layer_norm: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%x: !torch.vtensor<[2,3,8],f32>, %y: !torch.vtensor<[8],f32>, %z: !torch.vtensor<[8],f32>) -> !torch.vtensor<[2,3,8],f32> {
    %int8 = torch.constant.int 8
    %0 = torch.prim.ListConstruct %int8 : (!torch.int) -> !torch.list<int>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %false = torch.constant.bool false
    %1 = torch.aten.layer_norm %x, %0, %y, %z, %float1.000000e-05, %false : !torch.vtensor<[2,3,8],f32>, !torch.list<int>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.float, !torch.bool -> !torch.vtensor<[2,3,8],f32> loc("python/strata/opcases.py":124:0)
    return %1 : !torch.vtensor<[2,3,8],f32>
  }
}
