// slice_u8_0: exported by scripts/device/export_opinfo.py with PyTorch 2.11.0+cu130
module {
  func.func @main(%tensors_0: !torch.vtensor<[3],ui8>) -> !torch.vtensor<[3],ui8> {
    %int0 = torch.constant.int 0
    %none = torch.constant.none
    %int1 = torch.constant.int 1
    %0 = torch.aten.slice.Tensor %tensors_0, %int0, %none, %none, %int1 : !torch.vtensor<[3],ui8>, !torch.int, !torch.none, !torch.none, !torch.int -> !torch.vtensor<[3],ui8> loc("python/strata/opinfo.py":110:0)
    %1 = torch.aten.clone %0, %none : !torch.vtensor<[3],ui8>, !torch.none -> !torch.vtensor<[3],ui8> loc("python/strata/opinfo.py":111:0)
    return %1 : !torch.vtensor<[3],ui8>
  }
}
