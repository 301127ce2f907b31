// scatter_add_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[10,5],ui8>, %tensors_1: !torch.vtensor<[5,5],si64>, %tensors_2: !torch.vtensor<[5,5],ui8>) -> !torch.vtensor<[10,5],ui8> {
    %int0 = torch.constant.int 0
    %0 = torch.aten.scatter_add %tensors_0, %int0, %tensors_1, %tensors_2 : !torch.vtensor<[10,5],ui8>, !torch.int, !torch.vtensor<[5,5],si64>, !torch.vtensor<[5,5],ui8> -> !torch.vtensor<[10,5],ui8> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[10,5],ui8>
  }
}
