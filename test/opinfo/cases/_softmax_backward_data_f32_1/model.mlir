// _softmax_backward_data_f32_1: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5],f32>, %tensors_1: !torch.vtensor<[5,5],f32>) -> !torch.vtensor<[5,5],f32> {
    %int0 = torch.constant.int 0
    %int6 = torch.constant.int 6
    %0 = torch.aten._softmax_backward_data %tensors_0, %tensors_1, %int0, %int6 : !torch.vtensor<[5,5],f32>, !torch.vtensor<[5,5],f32>, !torch.int, !torch.int -> !torch.vtensor<[5,5],f32> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5,5],f32>
  }
}
