// _softmax_backward_data_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5],f16>, %tensors_1: !torch.vtensor<[5],f16>) -> !torch.vtensor<[5],f16> {
    %int0 = torch.constant.int 0
    %int5 = torch.constant.int 5
    %0 = torch.aten._softmax_backward_data %tensors_0, %tensors_1, %int0, %int5 : !torch.vtensor<[5],f16>, !torch.vtensor<[5],f16>, !torch.int, !torch.int -> !torch.vtensor<[5],f16> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[5],f16>
  }
}
