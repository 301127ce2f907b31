// rms_norm: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%p_weight: !torch.vtensor<[8],f32>, %x: !torch.vtensor<[2,3,8],f32>) -> !torch.vtensor<[2,3,8],f32> {
    %int8 = torch.constant.int 8
    %0 = torch.prim.ListConstruct %int8 : (!torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %1 = torch.aten.rms_norm %x, %0, %p_weight, %none : !torch.vtensor<[2,3,8],f32>, !torch.list<int>, !torch.vtensor<[8],f32>, !torch.none -> !torch.vtensor<[2,3,8],f32> loc("torch/nn/modules/normalization.py":419:0)
    return %1 : !torch.vtensor<[2,3,8],f32>
  }
}
