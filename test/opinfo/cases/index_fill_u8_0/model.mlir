// index_fill_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[],ui8>, %tensors_1: !torch.vtensor<[1],si64>) -> !torch.vtensor<[],ui8> {
    %int0 = torch.constant.int 0
    %int5 = torch.constant.int 5
    %0 = torch.aten.index_fill.int_Scalar %tensors_0, %int0, %tensors_1, %int5 : !torch.vtensor<[],ui8>, !torch.int, !torch.vtensor<[1],si64>, !torch.int -> !torch.vtensor<[],ui8> loc("python/strata/opinfo.py":110:0)
    return %0 : !torch.vtensor<[],ui8>
  }
}
