// group_norm_no_affine: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%input: !torch.vtensor<[2,6,4],f32>) -> !torch.vtensor<[2,6,4],f32> {
    %int2 = torch.constant.int 2
    %none = torch.constant.none
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %false = torch.constant.bool false
    %0 = torch.aten.group_norm %input, %int2, %none, %none, %float1.000000e-05, %false : !torch.vtensor<[2,6,4],f32>, !torch.int, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[2,6,4],f32> loc("torch/nn/modules/normalization.py":327:0)
    return %0 : !torch.vtensor<[2,6,4],f32>
  }
}
