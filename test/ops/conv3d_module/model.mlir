// conv3d_module: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%p_weight: !torch.vtensor<[3,2,3,3,3],f32>, %p_bias: !torch.vtensor<[3],f32>, %input: !torch.vtensor<[1,2,5,5,5],f32>) -> !torch.vtensor<[1,3,5,5,5],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.aten.conv3d %input, %p_weight, %p_bias, %0, %1, %2, %int1 : !torch.vtensor<[1,2,5,5,5],f32>, !torch.vtensor<[3,2,3,3,3],f32>, !torch.vtensor<[3],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,3,5,5,5],f32> loc("torch/nn/modules/conv.py":723:0)
    return %3 : !torch.vtensor<[1,3,5,5,5],f32>
  }
}
