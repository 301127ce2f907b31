// native_batch_norm_f32_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],f32>, %tensors_1: !torch.vtensor<[5],f32>, %tensors_2: !torch.vtensor<[5],f32>, %tensors_3: !torch.vtensor<[5],f32>, %tensors_4: !torch.vtensor<[5],f32>) -> (!torch.vtensor<[5,5,5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>) {
    %true = torch.constant.bool true
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %float6.000000e-01 = torch.constant.float 6.000000e-01
    %0:3 = torch.aten.native_batch_norm %tensors_0, %tensors_1, %tensors_2, %tensors_3, %tensors_4, %true, %float5.000000e-01, %float6.000000e-01 : !torch.vtensor<[5,5,5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.bool, !torch.float, !torch.float -> !torch.vtensor<[5,5,5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1, %0#2 : !torch.vtensor<[5,5,5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>
  }
}
