// batch_norm2d_eval: exported by scripts/device/export_op_cases.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%p_weight: !torch.vtensor<[3],f32>, %p_bias: !torch.vtensor<[3],f32>, %b_running_mean: !torch.vtensor<[3],f32>, %b_running_var: !torch.vtensor<[3],f32>, %b_num_batches_tracked: !torch.vtensor<[],si64>, %input: !torch.vtensor<[2,3,4,4],f32>) -> !torch.vtensor<[2,3,4,4],f32> {
    %false = torch.constant.bool false
    %float1.000000e-01 = torch.constant.float 1.000000e-01
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %0 = torch.aten.batch_norm %input, %p_weight, %p_bias, %b_running_mean, %b_running_var, %false, %float1.000000e-01, %float1.000000e-05, %false : !torch.vtensor<[2,3,4,4],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[2,3,4,4],f32> loc("torch/nn/modules/batchnorm.py":194:0)
    return %0 : !torch.vtensor<[2,3,4,4],f32>
  }
}
