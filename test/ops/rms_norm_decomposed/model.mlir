// rms_norm_decomposed: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%p_weight: !torch.vtensor<[8],f32>, %x: !torch.vtensor<[2,3,8],f32>) -> !torch.vtensor<[2,3,8],f32> {
    %int2 = torch.constant.int 2
    %0 = torch.aten.pow.Tensor_Scalar %x, %int2 : !torch.vtensor<[2,3,8],f32>, !torch.int -> !torch.vtensor<[2,3,8],f32> loc("torch/nn/modules/normalization.py":419:0)
    %1 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %none = torch.constant.none
    %2 = torch.aten.mean.dim %0, %1, %true, %none : !torch.vtensor<[2,3,8],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,3,1],f32> loc("torch/nn/modules/normalization.py":419:0)
    %float1.192093e-07 = torch.constant.float 1.192093e-07
    %int1 = torch.constant.int 1
    %3 = torch.aten.add.Scalar %2, %float1.192093e-07, %int1 : !torch.vtensor<[2,3,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[2,3,1],f32> loc("torch/nn/modules/normalization.py":419:0)
    %4 = torch.aten.rsqrt %3 : !torch.vtensor<[2,3,1],f32> -> !torch.vtensor<[2,3,1],f32> loc("torch/nn/modules/normalization.py":419:0)
    %5 = torch.aten.mul.Tensor %x, %4 : !torch.vtensor<[2,3,8],f32>, !torch.vtensor<[2,3,1],f32> -> !torch.vtensor<[2,3,8],f32> loc("torch/nn/modules/normalization.py":419:0)
    %6 = torch.aten.mul.Tensor %5, %p_weight : !torch.vtensor<[2,3,8],f32>, !torch.vtensor<[8],f32> -> !torch.vtensor<[2,3,8],f32> loc("torch/nn/modules/normalization.py":419:0)
    return %6 : !torch.vtensor<[2,3,8],f32>
  }
}
