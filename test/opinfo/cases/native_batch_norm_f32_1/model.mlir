// native_batch_norm_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[3,2,4],f32>, %tensors_1: !torch.vtensor<[2],f32>, %tensors_2: !torch.vtensor<[2],f32>, %tensors_3: !torch.vtensor<[2],f32>, %tensors_4: !torch.vtensor<[2],f32>) -> (!torch.vtensor<[3,2,4],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>) {
    %false = torch.constant.bool false
    %float-1.200000e00 = torch.constant.float -1.200000e+00
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %0:3 = torch.aten.native_batch_norm %tensors_0, %tensors_1, %tensors_2, %tensors_3, %tensors_4, %false, %float-1.200000e00, %float1.000000e-05 : !torch.vtensor<[3,2,4],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.bool, !torch.float, !torch.float -> !torch.vtensor<[3,2,4],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1, %0#2 : !torch.vtensor<[3,2,4],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>
  }
}
