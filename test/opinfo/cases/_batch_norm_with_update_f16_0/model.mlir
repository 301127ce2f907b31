// _batch_norm_with_update_f16_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[5,5,5],f16>, %tensors_1: !torch.vtensor<[5],f16>, %tensors_2: !torch.vtensor<[5],f16>, %tensors_3: !torch.vtensor<[5],f16>, %tensors_4: !torch.vtensor<[5],f16>) -> (!torch.vtensor<[5,5,5],f16>, !torch.vtensor<[5],f16>, !torch.vtensor<[5],f16>, !torch.vtensor<[0],ui8>) {
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %float6.000000e-01 = torch.constant.float 6.000000e-01
    %0:4 = torch.aten._batch_norm_with_update %tensors_0, %tensors_1, %tensors_2, %tensors_3, %tensors_4, %float5.000000e-01, %float6.000000e-01 : !torch.vtensor<[5,5,5],f16>, !torch.vtensor<[5],f16>, !torch.vtensor<[5],f16>, !torch.vtensor<[5],f16>, !torch.vtensor<[5],f16>, !torch.float, !torch.float -> !torch.vtensor<[5,5,5],f16>, !torch.vtensor<[5],f16>, !torch.vtensor<[5],f16>, !torch.vtensor<[0],ui8> loc("python/strata/opinfo.py":110:0)
    return %0#0, %0#1, %0#2, %0#3 : !torch.vtensor<[5,5,5],f16>, !torch.vtensor<[5],f16>, !torch.vtensor<[5],f16>, !torch.vtensor<[0],ui8>
  }
}
